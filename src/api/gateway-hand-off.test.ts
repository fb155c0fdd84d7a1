import { describe, expect, it, vi } from 'vitest'
import { handOffMethod, handOffToGateway } from './gateway-hand-off'

describe('the gateway hand-off', () => {
  it('POSTs to a gateway, and GETs only a page of the app itself (what static hosts serve)', () => {
    expect(
      handOffMethod(
        'https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
        'https://hola.example',
      ),
    ).toBe('post')
    expect(handOffMethod('https://hola.example/gateway/card-payment', 'https://hola.example')).toBe('get')
    expect(handOffMethod('/gateway/card-payment', 'https://hola.example')).toBe('get')
    expect(handOffMethod('http://hola.example/gateway/card-payment', 'https://hola.example')).toBe('post')
  })

  it('builds the hidden form with encRequest and access_code and submits it', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    const form = handOffToGateway({ uri: 'https://gateway.example/pay', data: 'enc-123', access_code: 'AC-9' })
    expect(form.method).toBe('post')
    expect(form.action).toBe('https://gateway.example/pay')
    expect(Object.fromEntries(new FormData(form))).toEqual({ encRequest: 'enc-123', access_code: 'AC-9' })
    expect(submit).toHaveBeenCalledOnce()
    form.remove()
    submit.mockRestore()
  })
})
