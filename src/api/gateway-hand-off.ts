import type { EncryptKeyResponse } from './schemas/checkout'

/**
 * The hand-off to the card gateway (spec 3 §2, §7): a hidden form with encRequest and access_code, posted to `uri`
 * as soon as it is built, so the browser leaves the app for the gateway's page. This is the real hand-off a real
 * backend needs, and the only one the app has (docs/decisions/gateway.md).
 *
 * One rule keeps it working against the mock's simulated card page too: a gateway is never on the app's own origin, so
 * a `uri` on it can only be a page of the app itself, which static hosts serve to GET and refuse to POST. Such a form
 * is sent with GET (its fields then ride in the query); any other is POSTed, as a gateway requires.
 */
export function handOffMethod(uri: string, appOrigin: string): 'get' | 'post' {
  try {
    return new URL(uri, appOrigin).origin === appOrigin ? 'get' : 'post'
  } catch {
    return 'post'
  }
}

/** Builds the hidden form in `doc` (the page's document) and submits it. */
export function handOffToGateway(key: EncryptKeyResponse, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form')
  form.method = handOffMethod(key.uri, doc.location.origin)
  form.action = key.uri
  form.hidden = true
  for (const [name, value] of [
    ['encRequest', key.data],
    ['access_code', key.access_code],
  ] as const) {
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  doc.body.append(form)
  form.submit()
  return form
}

/**
 * The one way a screen hands a payment to the gateway (the five payment screens: a deal, a membership, an
 * advertisement, the commission, the mobile page): hands off and never settles. The page is leaving for the gateway,
 * so the form that sent it stays busy (no second order or session from a second press) until it has.
 */
export function leaveForGateway(key: EncryptKeyResponse): Promise<never> {
  handOffToGateway(key)
  return new Promise<never>(() => undefined)
}
