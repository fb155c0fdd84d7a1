import { DateField } from '../../ui/date-field'
import { useState, type ReactNode } from 'react'
import { keywordList, searchActiveCategories, searchActiveProducts } from '../../api/vendor-deals'
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-debounce'
import { RichTextEditor, type RichTextEditorProps } from '../../ui/rich-text-editor'
import { useCall } from '../../ui/use-call'
import { useDebounced } from '../../ui/use-debounced'
import type { DealDraft } from './deal-draft'
import { TagPicker, type Tag } from './tag-picker'

/**
 * The fields Add Deal and the correction page both show, each with its own lookup: a picker searches only while it
 * is on screen (on the correction page, while its field is being edited).
 */

/** A search typed into a picker and the lookup it runs, SEARCH_DEBOUNCE_MS after the last key. */
function useSearch<T>(lookup: (text: string) => Promise<T[]>) {
  const [query, setQuery] = useState('')
  const search = useDebounced(query, SEARCH_DEBOUNCE_MS)
  const found = useCall(async () => (search.trim() ? lookup(search.trim()) : []), [search])
  return {
    query,
    onQuery: setQuery,
    found: found.data ?? [],
    loading: query !== search || found.status === 'loading',
  }
}

type PickerProps<V> = { id: string; value: V; onChange: (value: V) => void; error?: string }

/** Deal Category: the active categories, searched as typed; several can be chosen. */
export function CategoryPicker({ id, value, onChange, error }: PickerProps<Tag[]>) {
  const { found, ...search } = useSearch(async (text) => (await searchActiveCategories(text)).category)
  return (
    <TagPicker
      id={id}
      label="Deal Category"
      hint="Type to search the categories."
      value={value}
      options={found.map((c) => ({ key: String(c.id), name: c.name }))}
      {...search}
      onAdd={(t) => onChange([...value, t])}
      onRemove={(t) => onChange(value.filter((c) => c.key !== t.key))}
      error={error}
    />
  )
}

/** Your Products: the vendor's active products, searched as typed; the deal is for one. */
export function ProductPicker({ id, value, onChange, error }: PickerProps<DealDraft['product']>) {
  const { found, ...search } = useSearch(async (text) => (await searchActiveProducts(text)).products)
  return (
    <TagPicker
      id={id}
      label="Your Products"
      hint="Type to search the products; the deal is for one."
      value={value ? [{ key: value.uuid, name: value.name }] : []}
      options={value ? [] : found.map((p) => ({ key: p.uuid, name: p.name }))}
      {...search}
      onAdd={(t) => onChange({ uuid: t.key, name: t.name })}
      onRemove={() => onChange(null)}
      error={error}
    />
  )
}

/** Your Keyword: the keyword list, loaded once and filtered here (case-insensitively), or a new keyword. */
export function KeywordPicker({ id, hint, value, onChange, error }: PickerProps<Tag[]> & { hint: string }) {
  const keywords = useCall(() => keywordList(), [])
  const [query, setQuery] = useState('')
  const options = (keywords.data?.keyword_list ?? [])
    .filter((k) => k.name.toLowerCase().includes(query.trim().toLowerCase()))
    .map((k) => ({ key: `id:${k.id}`, name: k.name }))
  return (
    <TagPicker
      id={id}
      label="Your Keyword"
      hint={hint}
      value={value}
      options={options}
      loading={keywords.status === 'loading'}
      query={query}
      onQuery={setQuery}
      onAdd={(t) => onChange([...value, t])}
      onCreate={(name) =>
        !value.some((k) => k.name.toLowerCase() === name.toLowerCase()) &&
        onChange([...value, { key: `new:${name}`, name }])
      }
      onRemove={(t) => onChange(value.filter((k) => k.key !== t.key))}
      error={error}
    />
  )
}

/**
 * The valid till dates, From and Till, each with its own message under it: "cannot start before today" is From's,
 * "must end on or after its start" is Till's (spec 2 §4), so a refusal is read beside the day it is about.
 */
export function DealDatesField({
  id,
  from,
  end,
  earliest,
  fromError,
  endError,
  legendHidden,
  onChange,
}: {
  id: string
  from: string
  end: string
  /** The first day From may take (today in India on Add Deal). */
  earliest?: string
  fromError?: string
  endError?: string
  /** The correction page names the field in its section heading already. */
  legendHidden?: boolean
  onChange: (from: string, end: string) => void
}) {
  const part = (which: 'from' | 'end', label: string, error: string | undefined, field: ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${which}`}>{label}</label>
      {field}
      {error && (
        <p id={`${id}-${which}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
  return (
    <fieldset className="field deal-dates">
      <legend className={legendHidden ? 'visually-hidden' : undefined}>Valid Till Date</legend>
      <div className="deal-form-pair">
        {part(
          'from',
          'From',
          fromError,
          <DateField
            id={`${id}-from`}
            calendarLabel="Choose the From date on a calendar"
            min={earliest}
            value={from}
            invalid={Boolean(fromError)}
            describedBy={fromError ? `${id}-from-error` : undefined}
            onChange={(day) => onChange(day, end)}
          />,
        )}
        {part(
          'end',
          'Till',
          endError,
          <DateField
            id={`${id}-end`}
            calendarLabel="Choose the Till date on a calendar"
            min={from || earliest}
            value={end}
            invalid={Boolean(endError)}
            describedBy={endError ? `${id}-end-error` : undefined}
            onChange={(day) => onChange(from, day)}
          />,
        )}
      </div>
    </fieldset>
  )
}

/** A labelled rich-text field with its error under it (the toolbar is the page's, spec 2 §5). */
export function RichField({
  id,
  label,
  labelHidden,
  toolbar,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  /** The correction page names the field in its section heading already. */
  labelHidden?: boolean
  toolbar: RichTextEditorProps['toolbar']
  value: string
  error?: string
  onChange: (html: string) => void
}) {
  return (
    <div className="field">
      <span id={`${id}-label`} className={labelHidden ? 'visually-hidden' : 'field-label'}>
        {label}
      </span>
      <RichTextEditor
        id={id}
        labelId={`${id}-label`}
        value={value}
        onChange={onChange}
        toolbar={toolbar}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
