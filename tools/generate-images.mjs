// Writes the catalogue's pictures as small SVG files (no network, no binary assets):
//   public/img/categories/{category-slug}.svg          150x150, the category tile
//   public/img/deals/{category-slug}-{n}-small.svg     150x150, deal cards (n = 1..4)
//   public/img/deals/{category-slug}-{n}-banner.svg    1080x300, deal page banners and the featured carousel (3.6 : 1, the banner crop's
//                                                     ratio: DEAL_CROPS in src/lib/vendor-deal-rules.ts)
// Run: node tools/generate-images.mjs   (deterministic: the same files every time)
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const VARIANTS = 4

// Kept in step with CATEGORIES in mock-server/areas/catalogue/city-data.ts (names) and slug rule of src/lib/slug.ts.
const categories = [
  { name: 'Food', colors: ['#ff7b54', '#ffb26b'], icon: 'plate' },
  { name: 'Cafes', colors: ['#6f4e37', '#c69c72'], icon: 'cup' },
  { name: 'Street Food', colors: ['#f94144', '#f9c74f'], icon: 'bowl' },
  { name: 'Fitness', colors: ['#277da1', '#43aa8b'], icon: 'dumbbell' },
  { name: 'Salon and Spa', colors: ['#b5179e', '#f72585'], icon: 'scissors' },
  { name: 'Books and Stationery', colors: ['#3a0ca3', '#4895ef'], icon: 'books' },
  { name: 'Travel', colors: ['#0077b6', '#90e0ef'], icon: 'mountain' },
  { name: 'Movies and Events', colors: ['#22223b', '#9a8c98'], icon: 'ticket' },
  { name: 'Electronics', colors: ['#2b2d42', '#8d99ae'], icon: 'headphones' },
  { name: 'Fashion', colors: ['#e76f51', '#f4a261'], icon: 'shirt' },
  { name: 'Courses', colors: ['#2a9d8f', '#e9c46a'], icon: 'cap' },
  { name: 'Health and Wellness', colors: ['#06d6a0', '#118ab2'], icon: 'heart' },
]

const slug = (name) => name.trim().toLowerCase().replace(/\s+/g, '-')
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** Pictograms drawn in a 100x100 box, white on the gradient. */
const icons = {
  plate:
    '<circle cx="50" cy="52" r="30" fill="none" stroke="#fff" stroke-width="6"/><circle cx="50" cy="52" r="16" fill="#fff" opacity=".5"/><rect x="8" y="20" width="5" height="62" rx="2" fill="#fff"/><rect x="87" y="20" width="5" height="62" rx="2" fill="#fff"/>',
  cup: '<rect x="22" y="38" width="46" height="44" rx="8" fill="#fff"/><circle cx="74" cy="58" r="11" fill="none" stroke="#fff" stroke-width="6"/><path d="M34 30c-4-6 4-10 0-16M46 30c-4-6 4-10 0-16M58 30c-4-6 4-10 0-16" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>',
  bowl: '<path d="M14 48h72c0 22-16 36-36 36S14 70 14 48z" fill="#fff"/><circle cx="36" cy="40" r="9" fill="#fff" opacity=".7"/><circle cx="52" cy="36" r="10" fill="#fff" opacity=".7"/><circle cx="66" cy="41" r="8" fill="#fff" opacity=".7"/>',
  dumbbell:
    '<rect x="28" y="46" width="44" height="8" rx="3" fill="#fff"/><rect x="14" y="30" width="12" height="40" rx="4" fill="#fff"/><rect x="74" y="30" width="12" height="40" rx="4" fill="#fff"/><rect x="6" y="38" width="8" height="24" rx="3" fill="#fff"/><rect x="86" y="38" width="8" height="24" rx="3" fill="#fff"/>',
  scissors:
    '<circle cx="30" cy="72" r="12" fill="none" stroke="#fff" stroke-width="6"/><circle cx="70" cy="72" r="12" fill="none" stroke="#fff" stroke-width="6"/><path d="M38 62L74 14M62 62L26 14" stroke="#fff" stroke-width="7" stroke-linecap="round"/>',
  books:
    '<rect x="16" y="66" width="68" height="14" rx="3" fill="#fff"/><rect x="22" y="48" width="58" height="14" rx="3" fill="#fff" opacity=".8"/><rect x="14" y="30" width="62" height="14" rx="3" fill="#fff"/><rect x="30" y="14" width="44" height="12" rx="3" fill="#fff" opacity=".7"/>',
  mountain:
    '<path d="M6 84L38 30l18 30 10-14 28 38z" fill="#fff"/><circle cx="74" cy="22" r="9" fill="#fff" opacity=".8"/>',
  ticket:
    '<path d="M10 30h80v14a8 8 0 000 16v14H10V60a8 8 0 000-16z" fill="#fff"/><path d="M64 32v40" stroke-dasharray="5 5" stroke="#999" stroke-width="3"/>',
  headphones:
    '<path d="M18 64V50a32 32 0 0164 0v14" fill="none" stroke="#fff" stroke-width="7"/><rect x="12" y="58" width="18" height="28" rx="6" fill="#fff"/><rect x="70" y="58" width="18" height="28" rx="6" fill="#fff"/>',
  shirt: '<path d="M34 14l-26 16 10 18 10-6v44h44V42l10 6 10-18-26-16c-2 8-8 12-16 12s-14-4-16-12z" fill="#fff"/>',
  cap: '<path d="M50 18L6 38l44 20 44-20z" fill="#fff"/><path d="M26 48v18c0 8 48 8 48 0V48L50 58z" fill="#fff" opacity=".8"/><path d="M86 40v26" stroke="#fff" stroke-width="4"/><circle cx="86" cy="70" r="5" fill="#fff"/>',
  heart:
    '<path d="M50 86S10 62 10 36a20 20 0 0140-6 20 20 0 0140 6c0 26-40 50-40 50z" fill="#fff"/><path d="M42 48h16M50 40v16" stroke="#e63946" stroke-width="6" stroke-linecap="round"/>',
}

/** A variant changes the gradient angle and the background dots, so deals of one category do not look identical. */
function background(w, h, [a, b], variant) {
  const angle = [0, 45, 90, 135][variant % 4]
  const dots = []
  for (let i = 0; i < 6; i++) {
    const x = ((i * 37 + variant * 53) % 100) / 100
    const y = ((i * 61 + variant * 29) % 100) / 100
    const r = (0.08 + ((i + variant) % 3) * 0.05) * Math.min(w, h)
    dots.push(
      `<circle cx="${Math.round(x * w)}" cy="${Math.round(y * h)}" r="${Math.round(r)}" fill="#fff" opacity="0.12"/>`,
    )
  }
  return `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${dots.join('')}`
}

const svg = (w, h, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">${body}</svg>\n`

function small(c, variant, label) {
  return svg(
    150,
    150,
    `${background(150, 150, c.colors, variant)}<g transform="translate(25 25)">${icons[c.icon]}</g>`,
    label,
  )
}

// Banners carry no text: the featured carousel and the deal page write the deal's own words over or under them.
function banner(c, variant) {
  const echo = `<g transform="translate(520 40) scale(2.2)" opacity="0.18">${icons[c.icon]}</g>`
  return svg(
    1080,
    300,
    `${background(1080, 300, c.colors, variant)}${echo}<g transform="translate(740 55) scale(1.9)">${icons[c.icon]}</g>`,
    `${c.name} deal banner`,
  )
}

const dealsDir = path.join(root, 'public/img/deals')
const categoriesDir = path.join(root, 'public/img/categories')
mkdirSync(dealsDir, { recursive: true })
mkdirSync(categoriesDir, { recursive: true })
let files = 0
for (const c of categories) {
  writeFileSync(path.join(categoriesDir, `${slug(c.name)}.svg`), small(c, 0, c.name))
  files++
  for (let n = 1; n <= VARIANTS; n++) {
    writeFileSync(path.join(dealsDir, `${slug(c.name)}-${n}-small.svg`), small(c, n, `${c.name} deal`))
    writeFileSync(path.join(dealsDir, `${slug(c.name)}-${n}-banner.svg`), banner(c, n))
    files += 2
  }
}
console.log(`wrote ${files} images to public/img/categories and public/img/deals`)
