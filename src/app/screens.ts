import type { RouteDef } from './routes'

type Screen = NonNullable<RouteDef['screen']>

/** The feature screens that exist so far, by route path (each loads lazily, on its own route only). */
export const screens: Record<string, Screen> = {}
