import type { ReactNode } from 'react'

/** One term and its value in a description list (`<dl>`): an order's number, status, price… */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
