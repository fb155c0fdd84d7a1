import { HeaderSearch } from './header-search'
import { PlacePicker } from './place-picker'

/** What the header shows between the logo and the account actions: search, then city and location. */
export function HeaderTools() {
  return (
    <div className="header-tools search-tools" id="header-tools">
      <HeaderSearch />
      <PlacePicker />
    </div>
  )
}
