import { db } from '../../store/db'
import type { ContentPageRecord } from '../catalogue/records'

const uuid = (n: number) => `c0a7e000-0000-4000-8000-${String(n).padStart(12, '0')}`

type Page = Omit<ContentPageRecord, 'id' | 'uuid'>

/** The static pages the footer links to (content_for 1 Company, 2 Support, 3 Contact), as a CMS would hold them. */
export const CONTENT_PAGES: Page[] = [
  {
    title: 'About Us',
    content_type: 'about-us',
    content_for: 1,
    is_active: 1,
    content: `<h2>Deals made for students</h2>
<p>Hola Deals is a platform that facilitates interaction between buyers and sellers. Students find honest discounts at the cafés, bookshops, gyms and salons around their campus, and local outlets reach the students next door.</p>
<h3>What we believe</h3>
<ul>
  <li><strong>Real savings.</strong> Every deal shows its final discount and price in rupees before you commit.</li>
  <li><strong>Local first.</strong> Listings are sorted by distance, so the nearest outlet comes first.</li>
  <li><strong>Rewards that add up.</strong> Every redeemed deal earns Hola points you can spend on the next one.</li>
</ul>
<p>Started in Bengaluru in 2024, we now work with outlets in Mumbai, Pune, Ahmedabad and Delhi.</p>`,
  },
  {
    title: 'How It Works',
    content_type: 'how-it-works',
    content_for: 1,
    is_active: 1,
    content: `<h2>Three steps to a better price</h2>
<ol>
  <li><strong>Find a deal.</strong> Search by outlet, product or keyword, or browse a category in your city.</li>
  <li><strong>Add it to My Deals.</strong> Pay online or at the outlet, as the deal allows. You get a deal code and a QR.</li>
  <li><strong>Redeem it.</strong> Show the code at the counter; the outlet redeems it and your Hola points are confirmed.</li>
</ol>
<p>Vendors publish deals after a short KYC check. <a href="/inquiry">Write to us</a> if an outlet near you should join.</p>`,
  },
  {
    title: 'Careers',
    content_type: 'careers',
    content_for: 1,
    is_active: 1,
    content: `<h2>Work with us</h2>
<p>We are a small team in Koramangala building for a million students. Open roles:</p>
<table>
  <thead><tr><th>Role</th><th>Location</th><th>Type</th></tr></thead>
  <tbody>
    <tr><td>City partnerships lead</td><td>Pune</td><td>Full time</td></tr>
    <tr><td>Campus ambassador</td><td>Any campus</td><td>Part time</td></tr>
  </tbody>
</table>
<p>Send your CV to <a href="mailto:careers@holadeals.example">careers@holadeals.example</a>.</p>`,
  },
  {
    title: 'FAQ',
    content_type: 'faq',
    content_for: 2,
    is_active: 1,
    content: `<h2>Frequently asked questions</h2>
<h3>Who can use Hola Deals?</h3>
<p>Anyone can browse. To save and pay for deals you sign up as a student with a valid student ID card.</p>
<h3>What are Hola points?</h3>
<p>Points you earn on every redeemed deal. Silver and Gold members earn at different rates; points can pay for later deals.</p>
<h3>My deal code does not work at the outlet. What now?</h3>
<p>Use <em>Mark as Wrong</em> on the deal or the order, and our team will follow up within a day.</p>`,
  },
  {
    title: 'Terms and Conditions',
    content_type: 'terms-and-conditions',
    content_for: 2,
    is_active: 1,
    content: `<h2>Terms and Conditions</h2>
<p>These terms apply to every use of Hola Deals by students (customers) and outlets (vendors).</p>
<ol>
  <li>A deal is valid only on the dates and weekdays shown on it.</li>
  <li>Prices are in Indian rupees (₹) and include GST where the outlet charges it.</li>
  <li>One review per deal; reviews appear once our team approves them, usually within a day.</li>
  <li>Misuse of deal codes may close the account.</li>
</ol>`,
  },
  {
    title: 'Privacy Policy',
    content_type: 'privacy-policy',
    content_for: 2,
    is_active: 1,
    content: `<h2>Privacy Policy</h2>
<p>We collect what we need to run your account: your name, email, phone, institute and, when you allow it, your location to sort deals by distance.</p>
<p>We never sell your data. Outlets see only the name on a redeemed order.</p>
<p>Questions: <a href="mailto:privacy@holadeals.example">privacy@holadeals.example</a>.</p>`,
  },
  {
    title: 'Refund and Cancellation',
    content_type: 'refund-and-cancellation',
    content_for: 2,
    is_active: 1,
    content: `<h2>Refund and Cancellation</h2>
<p>An order that has not been redeemed can be cancelled from <strong>My Orders</strong>. Online payments are refunded to the original method within 5–7 working days.</p>
<blockquote>Hola points used on a cancelled order return to your wallet at once.</blockquote>`,
  },
  {
    title: 'Contact Us',
    content_type: 'contact-us',
    content_for: 3,
    is_active: 1,
    content: `<h2>Contact Us</h2>
<address>Hola Deals<br>3rd Floor, 80 Feet Road, Koramangala 4th Block<br>Bengaluru, Karnataka 560034</address>
<p>Email <a href="mailto:support@holadeals.example">support@holadeals.example</a> or call <a href="tel:+918041234567">+91 80 4123 4567</a> (Mon–Sat, 10 am to 7 pm).</p>
<p>Or send us a message with the <a href="/inquiry">contact form</a>.</p>`,
  },
  {
    // Pasted from an email campaign: carries a script, an inline handler and a javascript: link (on words that read
    // as plain text once it is dropped). The app must render it without running any (its picture is a real one, so
    // the page shows no broken image). The partner kit is a real file (tools/generate-partner-kit.mjs).
    title: 'Partner With Us',
    content_type: 'partner-with-us',
    content_for: 3,
    is_active: 1,
    content: `<h2>Bring your outlet to Hola Deals</h2>
<p>Reach thousands of students within walking distance on <a href="javascript:window.__contentLinkRan = true">Hola Deals</a>. Listing is free; you pay a small commission on redeemed deals.</p>
<script>window.__contentScriptRan = true; document.title = 'hacked'</script>
<p><img src="/img/content/partner-meetup.svg" alt="Outlet owners at our Bengaluru meet-up" onerror="window.__contentOnerrorRan = true"></p>
<p><a href="/files/hola-deals-partner-kit.pdf" download>Download the partner kit</a> (PDF) or <a href="/inquiry">ask us a question</a>.</p>`,
  },
  {
    title: 'Student Ambassador Programme',
    content_type: 'student-ambassador',
    content_for: 1,
    // A draft: not published, so neither listed nor served.
    is_active: 0,
    content: '<h2>Coming soon</h2><p>Draft.</p>',
  },
]

/** Newsletter topics (list-news-category). */
export const NEWSLETTER_CATEGORIES = [
  'Food & Drinks',
  'Fashion',
  'Electronics',
  'Books & Stationery',
  'Health & Fitness',
  'Travel',
  'Entertainment',
]

/** Seeds content pages and newsletter categories. Owned by the content work. */
export async function seedContent() {
  let id = 0
  for (const page of CONTENT_PAGES) {
    id++
    await db.contentPages.create({ id, uuid: uuid(id), ...page })
  }
  for (const [i, name] of NEWSLETTER_CATEGORIES.entries()) await db.newsletterCategories.create({ id: i + 1, name })
}
