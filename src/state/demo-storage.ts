import { signal } from '@preact/signals-react'

/**
 * The in-page demo's last save, when the browser refused it for want of space (its size in characters): the demo
 * panel says so and offers a reset until a save fits again. Null while saves succeed. Demo only: production never
 * loads this module.
 */
export const demoSaveRefused = signal<{ characters: number } | null>(null)
