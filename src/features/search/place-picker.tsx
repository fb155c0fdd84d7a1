import { useEffect, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { citySearch } from '../../api/lookups'
import type { IdName } from '../../api/schemas/common'
import { choosePlace, session } from '../../state/session'
import { Modal } from '../../ui/modal'
import { Empty, Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { LOCATION_REMINDER_MS, locateMe, locateOnArrival } from './current-location'
import { CrosshairIcon, PinIcon } from './search-icons'
import { SEARCH_DEBOUNCE_MS } from './search-options'
import { useDebounced } from '../../ui/use-debounced'
import './search.css'
import { BusyButton } from '../../ui/busy-button'

/** The header's place tools (spec 3 §2): the city listings are filtered by, and "use my current location". */
export function PlacePicker() {
  const snap = useSnapshot(session)
  const [choosing, setChoosing] = useState(false)
  const [locating, setLocating] = useState(false)

  // Without a known position, ask once on arrival; if refused, remind every hour (spec 3 §8, §9).
  useEffect(() => {
    if (session.latlong) return
    let live = true
    let timer: ReturnType<typeof setInterval> | undefined
    void locateOnArrival().then((result) => {
      if (live && result === 'denied')
        timer = setInterval(() => !session.latlong && void locateMe({ announce: false }), LOCATION_REMINDER_MS)
    })
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [])

  async function locate() {
    setLocating(true)
    await locateMe({ announce: true })
    setLocating(false)
    setChoosing(false)
  }

  const cityName = snap.currentPosition?.name ?? 'All cities'
  return (
    <div className="place-picker">
      <button type="button" className="place-button" aria-haspopup="dialog" onClick={() => setChoosing(true)}>
        <PinIcon />
        <span className="visually-hidden">City: </span>
        <span className="place-name">{cityName}</span>
      </button>
      <BusyButton
        type="button"
        className="icon-button locate-button"
        aria-label="Use my current location"
        title="Use my current location"
        busy={locating}
        onClick={locate}
      >
        <CrosshairIcon />
      </BusyButton>
      {choosing && (
        <Modal title="Choose your city" onClose={() => setChoosing(false)} className="city-dialog">
          <CityChoice
            current={snap.currentPosition}
            locating={locating}
            onLocate={locate}
            onChosen={(city) => {
              choosePlace(city, session.latlong)
              setChoosing(false)
            }}
          />
        </Modal>
      )}
    </div>
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
          maxLength={100}
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
