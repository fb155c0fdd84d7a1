import { useSnapshot } from 'valtio'
import { exportInvoicePdf, taxInvoicePdf } from '../../api/invoices'
import { taxInvoicePdfRequestLimits } from '../../api/schemas/request-limits'
import {
  INVOICE_TEXTS,
  earliestStatementDay,
  endDateError,
  invoiceMonths,
  monthText,
  parseMonthText,
  startDateError,
  statementFileName,
  taxInvoiceFileName,
  taxMonthError,
} from '../../lib/invoice-rules'
import { session } from '../../state/session'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { DayField } from '../../ui/day-field'
import { Modal } from '../../ui/modal'
import { saveBlob } from '../../ui/save-blob'
import { SelectField } from '../../ui/select-field'
import { SubmitForm } from '../../ui/submit-form'
import { useAppToday } from '../../ui/use-app-clock'

/**
 * The vendor's Download dialog (spec 3 §2 "Tax invoice and account statement download", §5, §8): an account statement
 * for a start and end date (vendor/export-invoice-pdf), or a tax invoice for a month (vendor/tax-invoice-pdf), each
 * saved as a file named after the user. The days follow src/lib/invoice-rules.ts, which the mock applies too; a
 * refused invoice says 'Invalid data access.' under the month until the month changes. Lazy-loadable: the vendor's
 * statement opens it with its Download button.
 */
export default function InvoiceDownloadDialog({ onClose, today: todayGiven }: { onClose: () => void; today?: string }) {
  const user = useSnapshot(session).userInfo
  const vendorId = 'id' in user ? user.id : 0
  const name = 'full_name' in user ? user.full_name : ''
  // The app's today (the demo clock's, as the statement filter's and the mock's): real time would offer days and months
  // the server refuses once the clock has moved.
  const appToday = useAppToday()
  const today = todayGiven ?? appToday
  const months = invoiceMonths(today)

  const statement = useAppForm({
    defaultValues: { start: '', end: '' },
    idPrefix: 'statement',
    onSubmit: async ({ start, end }) => {
      const blob = await exportInvoicePdf({ vendor_id: vendorId, start_date: start, end_date: end })
      saveBlob(blob, statementFileName(name, start, end))
    },
    // A day the server refuses is said under its field, in the server's words; anything else is the spec's failure.
    placeErrors: (errors) => {
      const placed: Record<string, string> = {}
      if (errors.start_date?.[0]) placed.start = errors.start_date[0]
      if (errors.end_date?.[0]) placed.end = errors.end_date[0]
      return placed
    },
    onError: (_e, placed) => {
      if (!placed) notify('error', 'FAILED', INVOICE_TEXTS.invalid)
    },
  })
  const invoice = useAppForm({
    defaultValues: { month: '' },
    limits: taxInvoicePdfRequestLimits,
    idPrefix: 'invoice',
    onSubmit: async ({ month }) => {
      const m = parseMonthText(month)!
      saveBlob(await taxInvoicePdf({ vendor_id: vendorId, ...m }), taxInvoiceFileName(name, m))
    },
    // Spec 3 §8: under the month field, until the month changes (the form clears a field's server message on edit).
    onError: () => invoice.showErrors({ month: INVOICE_TEXTS.invalid }),
  })
  const S = statement.form
  const I = invoice.form

  return (
    <Modal title="Download" onClose={onClose} className="invoice-dialog">
      <SubmitForm {...statement.formProps} aria-labelledby="statement-heading">
        <h3 id="statement-heading">Account statement</h3>
        <S.Field name="start" validators={statement.rules.check((v: string) => startDateError(v, today))}>
          {(field) => {
            const bound = statement.select(field)
            return (
              <DayField
                id={bound.id}
                label="Start date"
                value={bound.value}
                min={earliestStatementDay(today)}
                error={bound.error}
                onChange={(day) => {
                  bound.onChange(day)
                  // Spec 3 §5: changing the start date clears the end date.
                  S.setFieldValue('end', '')
                }}
              />
            )
          }}
        </S.Field>
        <S.Subscribe selector={(s) => s.values.start}>
          {(start) => (
            <S.Field
              name="end"
              validators={statement.rules.check((v: string) => endDateError(v, S.state.values.start, today))}
            >
              {(field) => {
                const bound = statement.select(field)
                return (
                  <DayField
                    id={bound.id}
                    label="End date"
                    value={bound.value}
                    min={start || earliestStatementDay(today)}
                    error={bound.error}
                    onChange={bound.onChange}
                  />
                )
              }}
            </S.Field>
          )}
        </S.Subscribe>
        <S.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => (
            <BusyButton type="submit" className="button" busy={busy}>
              Download statement
            </BusyButton>
          )}
        </S.Subscribe>
      </SubmitForm>
      <SubmitForm {...invoice.formProps} aria-labelledby="invoice-heading">
        <h3 id="invoice-heading">Tax invoice</h3>
        <I.Field
          name="month"
          validators={invoice.rules.check((v: string) =>
            v ? taxMonthError(parseMonthText(v), today) : INVOICE_TEXTS.monthRequired,
          )}
        >
          {(field) => (
            <SelectField
              label="Month (MM-YYYY)"
              placeholder="Choose a month"
              options={months.map((m) => ({ value: monthText(m), label: monthText(m) }))}
              {...invoice.select(field)}
            />
          )}
        </I.Field>
        <I.Subscribe selector={(s) => s.isSubmitting}>
          {(busy) => (
            <BusyButton type="submit" className="button" busy={busy}>
              Download tax invoice
            </BusyButton>
          )}
        </I.Subscribe>
      </SubmitForm>
    </Modal>
  )
}
