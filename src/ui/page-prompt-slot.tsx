import { createContext, useContext, type ReactNode } from 'react'

/**
 * The seam where the app puts what may ask the signed-in person something on any page of the shell (the vendor's
 * re-verification prompt, docs/decisions/profiles.md): the shell renders the slot and knows nothing of what fills it;
 * src/app fills it. The blank layout (the mobile app's embedded views) has no shell, so no prompt.
 */
const PagePromptContext = createContext<ReactNode>(null)

export function PagePromptProvider({ prompt, children }: { prompt: ReactNode; children: ReactNode }) {
  return <PagePromptContext.Provider value={prompt}>{children}</PagePromptContext.Provider>
}

export const usePagePrompt = () => useContext(PagePromptContext)
