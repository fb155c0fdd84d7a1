const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0–99 in words ('' for 0). */
const belowHundred = (n: number) =>
  n < 20 ? ONES[n]! : [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ')

/** 0–999 in words ('' for 0). */
const belowThousand = (n: number) =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ')

/** A whole number in the Indian system (thousand, lakh, crore): 1234567 → 'Twelve Lakh Thirty Four Thousand …'. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero'
  const crore = Math.floor(n / 10_000_000)
  const rest = n % 10_000_000
  const parts = [
    crore ? `${numberInWords(crore)} Crore` : '',
    Math.floor(rest / 100_000) ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    Math.floor((rest % 100_000) / 1000) ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand` : '',
    belowThousand(rest % 1000),
  ]
  return parts.filter(Boolean).join(' ')
}

/** An invoice's total in words, as Indian invoices write it: 'Rupees Two Hundred Five and Paise Fifty Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100)
  const p = paise % 100
  return `Rupees ${numberInWords(rupees)}${p ? ` and Paise ${belowHundred(p)}` : ''} Only`
}
