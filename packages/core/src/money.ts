/**
 * Money is exact: amounts travel as decimal strings ("1234.56") or integer cents, never floats.
 * Display is Brazilian: decimal comma, thousands dot, 2 decimals (spec section 1).
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "1234.5" | 1234.5 | 123450n (cents) -> integer cents as bigint; null when not a number. */
export function toCents(value: string | number | bigint): bigint | null {
  if (typeof value === 'bigint') return value;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const padded = (fraction + '000').slice(0, 3);
  let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n; // half-up on the third decimal
  return sign ? -cents : cents;
}

/** Integer cents -> "1234.56" (the API's wire format). */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Formats an amount as "1.234,56"; an invalid amount gives "". */
export function formatMoney(value: string | number | bigint | null | undefined): string {
  if (value == null) return '';
  const cents = toCents(value);
  if (cents === null) return '';
  const [whole = '0', fraction = '00'] = centsToDecimal(cents < 0n ? -cents : cents).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0n ? '-' : ''}${grouped},${fraction}`;
}

/** Formats with a currency prefix: "R$ 1.234,56", "USD 10,00". */
export function formatCurrency(value: string | number | bigint | null | undefined, currency = 'BRL'): string {
  const amount = formatMoney(value);
  if (!amount) return '';
  return `${currency === 'BRL' ? 'R$' : currency} ${amount}`;
}

/** Parses a Brazilian-formatted amount ("1.234,56", "1234,5", "1234.56") to the wire format, or null. */
export function parseMoney(text: string): string | null {
  const cleaned = text.replace(/[^\d,.-]/g, '');
  if (!cleaned) return null;
  const normalised = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned;
  const cents = toCents(normalised);
  return cents === null ? null : centsToDecimal(cents);
}
