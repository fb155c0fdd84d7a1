import { usePageTitle } from '../ui/page-title'

/** Home until the discovery screens land. */
export default function Home() {
  usePageTitle('Home')
  return (
    <section className="page hero">
      <h1>Student deals from outlets near you</h1>
      <p>Browse deals on food, cafes, fitness and more, pay in rupees or Hola points, and redeem them at the outlet.</p>
    </section>
  )
}
