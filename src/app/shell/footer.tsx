/** Site footer; content links, categories and the newsletter join it with the discovery work. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <p className="footer-about">
          Hola Deals is a platform that facilitates interaction between buyers and sellers: students find deals from local outlets, and outlets reach students.
        </p>
        <p className="footer-copy">© {new Date().getFullYear()} Hola Deals. Prices in ₹.</p>
      </div>
    </footer>
  )
}
