import { useId, useState } from 'react'
import { citySearch } from '../../api/lookups'
import type { IdName } from '../../api/schemas/common'
import { BusyButton } from '../../ui/busy-button'
import { Modal } from '../../ui/modal'
import { Empty, Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { useDebounced } from '../../ui/use-debounced'
import { CrosshairIcon } from './search-icons'
import { SEARCH_TEXT_MAX } from '../../api/schemas/text-limits'
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-debounce'

/** The place picker's dialog (spec 3 §2): choose a city, every city, or the current location. */
export default function CityDialog({ onClose, ...choice }: CityChoiceProps & { onClose: () => void }) {
  return (
    <Modal title="Choose your city" onClose={onClose} className="city-dialog">
      <CityChoice {...choice} />
    </Modal>
  )
}

type CityChoiceProps = {
  current: IdName | null
  locating: boolean
  onLocate: () => void
  onChosen: (city: IdName | null) => void
}

/** Search (800 ms debounce over city-search) and pick a city, or every city, or the current location. */
function CityChoice({ current, locating, onLocate, onChosen }: CityChoiceProps) {
  const [text, setText] = useState('')
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const cities = useCall(() => citySearch({ search }), [search])
  const inputId = useId()
  const list = cities.data?.city ?? []

  return (
    <div className="city-choice">
      <div className="field">
        <label htmlFor={inputId}>Search city</label>
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          maxLength={SEARCH_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. Bengaluru"
        />
      </div>
      <BusyButton type="button" className="button button-secondary button-block" busy={locating} onClick={onLocate}>
        <CrosshairIcon /> {locating ? 'Finding you…' : 'Use my current location'}
      </BusyButton>
      {cities.status === 'failed' ? (
        <Failed text="Cities could not be loaded." onRetry={cities.reload} />
      ) : cities.status === 'loading' && !cities.data ? (
        <Loading label="Loading cities…" />
      ) : (
        <ul className="city-list" aria-label="Cities" aria-busy={cities.status === 'loading'}>
          {!search && (
            <li>
              <button
                type="button"
                className="city-option"
                aria-current={current === null ? 'true' : undefined}
                onClick={() => onChosen(null)}
              >
                All cities
              </button>
            </li>
          )}
          {list.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="city-option"
                aria-current={current?.id === c.id ? 'true' : undefined}
                onClick={() => onChosen({ id: c.id, name: c.name })}
              >
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {cities.status === 'done' && list.length === 0 && <Empty text={`No city found for “${search}”`} />}
    </div>
  )
}
