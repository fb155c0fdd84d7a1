import { useRef, useState } from 'react'
import { ApiError } from '../../api/client'
import { orderRedeem, vendorOrderDetail } from '../../api/orders'
import type { Order } from '../../api/schemas/orders'
import { referenceCodeRequestLimits } from '../../api/schemas/request-limits'
import { DEAL_STATUS } from '../../lib/deal-status'
import { formatSlashDate } from '../../lib/dates'
import { formatRupees } from '../../lib/money'
import { orderStatusName, paymentStatusName } from '../../lib/order-status'
import { REDEEM_TEXTS, redeemRefusal } from '../../lib/order-texts'
import { collectAtCounter, orderCharge } from '../../lib/money-story'
import { useViewer } from '../../state/session'
import { notify } from '../../state/ui'
import { upperCase, useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { Modal } from '../../ui/modal'
import { usePageTitle } from '../../ui/page-title'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { CameraScanner, readQrFromFile } from './qr-scanner'
import './redemption.css'
import { Fact } from '../../ui/fact'

const codeError = (v: string) => (v.trim() ? undefined : REDEEM_TEXTS.codeRequired)

type Step = { at: 'entry' } | { at: 'detail'; order: Order } | { at: 'confirm'; order: Order }

/**
 * /redem-deal (spec 3 §2, §8): the vendor enters or scans a deal code (camera, or a photo of it), sees the order, and
 * Begin Redeeming (only for an active deal with a name, and a code that can be redeemed: otherwise why not is said at
 * once) leads to the confirmation; Cancel or Continue goes back to the code. A cash order tells the outlet to collect
 * the amount. 422 shows the server's msg, 404 'Deal not found', an expired deal the error dialog.
 */
export default function RedeemScreen() {
  usePageTitle('Redeem a deal')
  const { viewer } = useViewer()
  const [step, setStep] = useState<Step>({ at: 'entry' })
  const [scanning, setScanning] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ title: string; text: string } | null>(null)
  const photo = useRef<HTMLInputElement>(null)
  const f = useAppForm({
    defaultValues: { reference_code: '' },
    limits: referenceCodeRequestLimits,
    idPrefix: 'redeem',
    onSubmit: async ({ reference_code }) => {
      const { order } = await vendorOrderDetail(reference_code.trim())
      setStep({ at: 'detail', order })
    },
    onError: (e, placed) => {
      if (placed) return
      const text = e instanceof ApiError ? (e.status === 404 ? REDEEM_TEXTS.notFound : e.serverText) : String(e)
      f.showErrors({ reference_code: text })
    },
  })
  const { form } = f

  if (viewer !== 'vendor') {
    return (
      <section className="page redeem">
        <h1>Redeem a deal</h1>
        <p>Only outlets redeem deal codes.</p>
      </section>
    )
  }

  const back = () => {
    setStep({ at: 'entry' })
    form.reset()
  }

  /** Looks a code up, typed or scanned: upper-cased as the codes are, then the form's submit. */
  function lookUp(raw: string) {
    form.setFieldValue('reference_code', upperCase(raw.trim()))
    void form.handleSubmit()
  }

  async function redeem(order: Order) {
    setBusy(true)
    try {
      const res = await orderRedeem(order.reference_code)
      notify('success', res.msg)
      back()
    } catch (e) {
      const text = e instanceof ApiError ? (e.status === 404 ? REDEEM_TEXTS.notFound : e.serverText) : String(e)
      setProblem({ title: text === REDEEM_TEXTS.expired ? 'Deal expired' : 'Cannot redeem', text })
      setStep({ at: 'detail', order })
    } finally {
      setBusy(false)
    }
  }

  async function onPhoto(file: File | undefined) {
    if (!file) return
    const text = await readQrFromFile(file).catch(() => null)
    if (photo.current) photo.current.value = ''
    if (!text) return f.showErrors({ reference_code: REDEEM_TEXTS.noCodeInPhoto })
    lookUp(text)
  }

  const order = step.at === 'entry' ? null : step.order
  // Said as soon as the code is found: no Begin Redeeming that the server would refuse.
  const refusal = order && redeemRefusal(order, order.item.deal.deal_status)
  const collect = order && collectAtCounter(order)
  return (
    <section className="page redeem" aria-labelledby="redeem-title">
      <h1 id="redeem-title">Redeem a deal</h1>
      {step.at === 'entry' && (
        <div className="redeem-entry">
          <SubmitForm {...f.formProps}>
            <form.Field name="reference_code" validators={f.rules.check(codeError)}>
              {(field) => <TextField label="Deal code" autoCapitalize="characters" {...f.text(field, upperCase)} />}
            </form.Field>
            <BusyButton type="submit" className="button" busy={f.busy}>
              Find the deal
            </BusyButton>
          </SubmitForm>
          <div className="redeem-scan">
            {scanning ? (
              <CameraScanner
                onClose={() => setScanning(false)}
                onCode={(text) => {
                  setScanning(false)
                  lookUp(text)
                }}
              />
            ) : (
              <button type="button" className="button button-secondary" onClick={() => setScanning(true)}>
                Scan with the camera
              </button>
            )}
            <label className="button button-secondary redeem-photo">
              Scan a photo of the code
              <input
                ref={photo}
                type="file"
                accept="image/*"
                capture="environment"
                className="visually-hidden"
                onChange={(e) => void onPhoto(e.target.files?.[0])}
              />
            </label>
          </div>
        </div>
      )}
      {order && step.at === 'detail' && (
        <div className="redemption-card">
          <h2>{order.item.deal.name || 'Deal'}</h2>
          <dl className="redeem-detail">
            <div>
              <dt>Deal code</dt>
              <dd className="deal-code">{order.reference_code}</dd>
            </div>
            <Fact term="Customer">{order.customer.full_name}</Fact>
            <Fact term="Status">{orderStatusName(order.order_status)}</Fact>
            <Fact term="Payment">
              {order.payment_single.payment_method_system_name}, {paymentStatusName(order.payment_status)}
            </Fact>
            <Fact term="Price">{formatRupees(order.price)}</Fact>
            <Fact term={orderCharge(order).term}>{orderCharge(order).value}</Fact>
            <Fact term="Valid until">{formatSlashDate(order.item.deal.end_date)}</Fact>
          </dl>
          {refusal ? (
            <p className="field-error" role="alert">
              {refusal}
            </p>
          ) : (
            collect && (
              <p className="redeem-collect" role="note">
                <strong>{collect}</strong>
              </p>
            )
          )}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={back}>
              {refusal ? 'Enter another code' : 'Cancel'}
            </button>
            {!refusal && order.item.deal.deal_status === DEAL_STATUS.active && order.item.deal.name !== '' && (
              <button type="button" className="button" onClick={() => setStep({ at: 'confirm', order })}>
                Begin Redeeming
              </button>
            )}
          </div>
        </div>
      )}
      {order && step.at === 'confirm' && (
        <Modal title="Redeem this deal?" onClose={() => setStep({ at: 'detail', order })}>
          <p>
            Redeem code <strong>{order.reference_code}</strong> for {order.item.deal.name}, bought by{' '}
            {order.customer.full_name}?
          </p>
          {collect && <p>{collect}</p>}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={back}>
              Cancel
            </button>
            <BusyButton type="button" className="button" busy={busy} onClick={() => void redeem(order)}>
              Continue
            </BusyButton>
          </div>
        </Modal>
      )}
      {problem && (
        <Modal title={problem.title} onClose={() => setProblem(null)}>
          <p role="alert">{problem.text}</p>
          <div className="dialog-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setProblem(null)
                back()
              }}
            >
              OK
            </button>
          </div>
        </Modal>
      )}
    </section>
  )
}
