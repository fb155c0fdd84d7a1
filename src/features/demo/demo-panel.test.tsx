import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { demoSaveRefused } from '../../state/demo-storage'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import DemoPanel from './demo-panel'

afterEach(() => {
  demoSaveRefused.value = null
  resetApp()
})

describe('the demo panel when the browser refuses a save', () => {
  it('says the storage is full and what is lost, offers Reset behind its confirm, and goes when a save fits again', async () => {
    renderInApp(<DemoPanel />)
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => void (demoSaveRefused.value = { characters: 2_700_000 }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("This browser's storage is full.")
    expect(alert).toHaveTextContent('(5.1 MB)')
    expect(alert).toHaveTextContent('then they are gone')
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }))
    expect(await screen.findByRole('dialog', { name: 'Reset the demo data?' })).toBeVisible()
    act(() => void (demoSaveRefused.value = null))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
