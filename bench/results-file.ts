import { readFileSync, writeFileSync } from 'node:fs'

/**
 * Replaces the block between `<!-- name:start -->` and `<!-- name:end -->` in a results file, so each benchmark rewrites
 * only its own figures. A new block goes before the README's `<!-- bench:end -->`, or at the end of any other file.
 */
export function replaceSection(file: string, name: string, content: string) {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const text = readFileSync(file, 'utf8')
  const block = `${start}\n${content}\n${end}`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  let next: string
  if (from >= 0 && to > from) next = text.slice(0, from) + block + text.slice(to + end.length)
  else if (text.includes('<!-- bench:end -->'))
    next = text.replace('<!-- bench:end -->', `${block}\n<!-- bench:end -->`)
  else next = `${text.trimEnd()}\n\n${block}\n`
  writeFileSync(file, next)
}
