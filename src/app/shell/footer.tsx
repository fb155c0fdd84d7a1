import { FooterContent } from '../../features/content/footer-content'
import { appNow } from '../../lib/app-clock'

/** Site footer: what the product is, the content pages by group, the first categories and the newsletter (spec 3 §2). */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p className="footer-about">
          Hola Deals is a platform that facilitates interaction between buyers and sellers: students find deals from
          local outlets, and outlets reach students.
        </p>
        <FooterContent />
        <p className="footer-copy">© {new Date(appNow()).getFullYear()} Hola Deals. Prices in ₹.</p>
      </div>
    </footer>
  )
}
