const DAY_MS = 86_400_000;
/** A date this far in the past still counts as "upcoming" (a trip being revised, a just-flown leg). */
const TOLERANCE_DAYS = 90;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isValidDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  // The calendar by arithmetic where Date.UTC agrees with it (it reads years 0-99 as 19xx).
  if (year >= 100 && year <= 200_000 && Number.isInteger(month)) {
    const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    return day <= MONTH_DAYS[month - 1] + (leap ? 1 : 0);
  }
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseIsoDate(
  s: string | undefined | null,
): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(s ?? '').trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isValidDate(year, month, day) ? { year, month, day } : null;
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Year of a day+month with no year: the first occurrence on or after
 * `referenceDate` minus a tolerance of about three months.
 * Returns null when the day/month can never exist or the reference is unreadable.
 */
export function inferYear(day: number, month: number, referenceDate: string = todayIso()): number | null {
  const ref = parseIsoDate(referenceDate);
  if (!ref) return null;
  const floor = Date.UTC(ref.year, ref.month - 1, ref.day) - TOLERANCE_DAYS * DAY_MS;
  // Eight years covers the next 29 February from any reference.
  for (let y = ref.year - 1; y <= ref.year + 8; y++) {
    if (!isValidDate(y, month, day)) continue;
    if (Date.UTC(y, month - 1, day) >= floor) return y;
  }
  return null;
}

export function addDays(
  year: number,
  month: number,
  day: number,
  days: number,
): { year: number; month: number; day: number } {
  const d = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days from one day+month to another, assuming they are less than half a year apart. */
export function dayDiff(fromDay: number, fromMonth: number, toDay: number, toMonth: number): number {
  const y = 2001; // any non-leap year; the wrap-around below absorbs year ends
  let diff = Math.round((Date.UTC(y, toMonth - 1, toDay) - Date.UTC(y, fromMonth - 1, fromDay)) / DAY_MS);
  if (diff > 182) diff -= 365;
  if (diff < -182) diff += 365;
  return diff;
}
