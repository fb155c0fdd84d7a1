import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import DealScreen from './deal-screen'

afterEach(() => resetApp())

const id = 'dea10000-0000-4000-8000-000000000002'
const show = () =>
  renderInApp(<DealScreen params={{ dealName: 'cold-coffee-brownie', id }} />, `/deal/cold-coffee-brownie/${id}`)

describe("a deal page's states keep the page's one h1 (axe's page-has-heading-one)", () => {
  it('while the deal loads', () => {
    show()
    expect(screen.getByText('Loading the deal…')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Deal details' })).toBeInTheDocument()
  })
})
