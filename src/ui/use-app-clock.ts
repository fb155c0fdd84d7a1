import { useSyncExternalStore } from 'react'
import { appClockOffset, appNow, onAppClockMove } from '../lib/app-clock'
import { indiaDay } from '../lib/dates'

/** The app clock's offset, re-rendering on every move of the demo clock (either way): screens key their loads on it. */
export const useAppClock = () => useSyncExternalStore(onAppClockMove, appClockOffset)

/** Today in India by the app's clock (`appNow()`), following the demo clock while the screen is open. */
export function useAppToday(): string {
  useAppClock()
  return indiaDay(appNow())
}
