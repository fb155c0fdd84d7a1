import { Collection } from '@msw/data'
import { type } from '../../src/api/schemas/lazy'

/**
 * An event that fell due with time and was announced (events/schedule.ts), by its key (`ad:{order}:started`), so each
 * is announced once, across reloads and restarts (saved with the data; a reset starts over with the seed).
 */
export const announcedEventRecord = type({ id: 'number', key: 'string' })
export type AnnouncedEventRecord = typeof announcedEventRecord.infer

export const scheduleTables = { announcedEvents: new Collection({ schema: announcedEventRecord }) }
