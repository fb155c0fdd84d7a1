import { existsSync } from 'node:fs'
import path from 'node:path'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import ContentPageScreen from './content-page-screen'
import { sanitise } from '../../ui/rich-text'

type Flags = { __contentScriptRan?: boolean; __contentOnerrorRan?: boolean; __contentLinkRan?: boolean }

// Test files share one window: each test starts at home whatever the last one left.
beforeEach(() => window.history.replaceState(null, '', '/'))
afterEach(() => window.history.replaceState(null, '', '/'))

describe('content page screen', () => {
  it('shows the page for /{slag} with its title', async () => {
    render(<ContentPageScreen params={{ slag: 'about-us' }} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Deals made for students' })).toBeInTheDocument()
    // The title is set in an effect, which may run after the heading's commit.
    await waitFor(() => expect(document.title).toBe('About Us | Hola Deals'))
  })

  it('renders pasted HTML without running its script, handler or javascript: link', async () => {
    const user = userEvent.setup()
    const { container } = render(<ContentPageScreen params={{ contenttype: 'partner-with-us' }} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner With Us' })).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.innerHTML).not.toContain('javascript:')
    expect(screen.getByRole('img', { name: 'Outlet owners at our Bengaluru meet-up' })).toBeInTheDocument()
    const flags = window as unknown as Flags
    await user.click(screen.getByText('Hola Deals', { selector: 'a, a *' }))
    expect([flags.__contentScriptRan, flags.__contentOnerrorRan, flags.__contentLinkRan]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    await waitFor(() => expect(document.title).toBe('Partner With Us | Hola Deals'))
  })

  it('links the partner kit to the PDF the site ships', async () => {
    render(<ContentPageScreen params={{ contenttype: 'partner-with-us' }} />)
    const kit = await screen.findByRole('link', { name: 'Download the partner kit' })
    expect(kit).toHaveAttribute('href', '/files/hola-deals-partner-kit.pdf')
    expect(existsSync(path.resolve(import.meta.dirname, '../../../public/files/hola-deals-partner-kit.pdf'))).toBe(true)
  })

  it('leaves a link to one of our files to the browser: the app does not route to it', async () => {
    render(<ContentPageScreen params={{ contenttype: 'partner-with-us' }} />)
    const kit = await screen.findByRole('link', { name: 'Download the partner kit' })
    let prevented: boolean | undefined
    const watch = (e: Event) => (prevented = e.defaultPrevented)
    window.addEventListener('click', watch)
    // jsdom does not navigate: the click is left to the browser when the app has not prevented it.
    kit.click()
    window.removeEventListener('click', watch)
    expect(prevented).toBe(false)
    expect(window.location.pathname).toBe('/')
  })

  it('follows links to our own pages inside the app', async () => {
    const user = userEvent.setup()
    render(<ContentPageScreen params={{ slag: 'contact-us' }} />)
    await user.click(await screen.findByRole('link', { name: 'contact form' }))
    expect(window.location.pathname).toBe('/inquiry')
  })

  it('says "Page not found" with a way home for an unknown page or a draft', async () => {
    for (const slag of ['no-such-page', 'student-ambassador']) {
      const { unmount } = render(<ContentPageScreen params={{ slag }} />)
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
      await waitFor(() => expect(document.title).toBe('Page not found | Hola Deals'))
      unmount()
    }
  })
})

describe('sanitise', () => {
  it('keeps formatting, drops active content, and opens other sites in a safe new tab', () => {
    const out = sanitise(
      '<p style="color:red" onclick="x()">Hi <strong>there</strong></p><iframe src="https://evil.example"></iframe><a href="https://maps.example/x">Map</a><a href="/faq">FAQ</a><svg><script>x()</script></svg>',
    )
    expect(out).toContain('<p>Hi <strong>there</strong></p>')
    expect(out).not.toMatch(/iframe|onclick|style=|<script/)
    expect(out).toContain('<a href="https://maps.example/x" target="_blank" rel="noopener noreferrer">Map</a>')
    expect(out).toContain('<a href="/faq">FAQ</a>')
  })
})
