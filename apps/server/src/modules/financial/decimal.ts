/**
 * Exact decimal arithmetic for the financial report: money as integer cents (bigint), exchange
 * rates as integer millionths (bigint), rounding half-up (away from zero) only where a product
 * is brought back to cents. No floats anywhere.
 */

export const RATE_SCALE = 1_000_000n;
export const ONE = RATE_SCALE;

/** "5.4321" -> 5432100n (6 decimals); null when not a plain non-negative decimal of at most 6 decimals. */
export function parseRate(value: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(value.trim());
  if (!match) return null;
  return BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** 5432100n -> "5.4321" (trailing zeros dropped). */
export function formatRate(micros: bigint): string {
  const whole = micros / RATE_SCALE;
  const fraction = String(micros % RATE_SCALE).padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** numerator / denominator rounded half-up away from zero (denominator > 0). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** cents x rate -> cents in BRL, rounded half-up once. */
export function convert(cents: bigint, rateMicros: bigint): bigint {
  return divRound(cents * rateMicros, RATE_SCALE);
}

/** part / whole x 100 with 2 decimals, as hundredths of a percent; null when whole is 0. */
export function percentHundredths(part: bigint, whole: bigint): bigint | null {
  if (whole === 0n) return null;
  const negative = whole < 0n;
  return divRound((negative ? -part : part) * 10_000n, negative ? -whole : whole);
}
