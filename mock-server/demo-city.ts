import { CITIES } from './areas/catalogue/city-data'

const demoCity = CITIES[0]!
/** Where a first visit to the demo starts: Bengaluru, the city the seed gives the most outlets. */
export const DEMO_CITY = {
  id: demoCity.id,
  name: demoCity.name,
  latitude: demoCity.latitude,
  longitude: demoCity.longitude,
}
