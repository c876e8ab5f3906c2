/**
 * "HHMM" from a GDS time: 24 h "0715" or 12 h "715A", "1159P", "1200N" (noon), "1200M" (midnight).
 * Returns null for anything that is not a valid clock time.
 */
export function gdsTime(digits: string, suffix: string | undefined): string | null {
  if (!/^\d{3,4}$/.test(digits)) return null;
  let h = Number(digits.slice(0, -2));
  const m = Number(digits.slice(-2));
  if (m > 59) return null;
  if (suffix) {
    if (h < 1 || h > 12) return null;
    if (suffix === 'A' || suffix === 'M') h = h === 12 ? 0 : h;
    else if (suffix === 'P') h = h === 12 ? 12 : h + 12;
    else if (suffix === 'N' && h !== 12) return null;
  } else {
    if (digits.length !== 4 || h > 23) return null;
  }
  return pad(h) + pad(m);
}

/** "HHMM" from "08:15", "8h15", "8:15 PM", "20.15". */
export function clockTime(hours: string, minutes: string, ampm?: string): string | null {
  let h = Number(hours);
  const m = Number(minutes);
  if (!Number.isFinite(h) || !Number.isFinite(m) || m > 59) return null;
  const ap = (ampm ?? '').replace(/\./g, '').toUpperCase();
  if (ap) {
    if (h < 1 || h > 12) return null;
    if (ap.startsWith('A')) h = h === 12 ? 0 : h;
    else if (h !== 12) h += 12;
  }
  if (h > 23) return null;
  return pad(h) + pad(m);
}

export function toMinutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2));
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
