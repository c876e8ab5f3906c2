import { eachAirline } from '../data.ts';
import { deaccent } from '../months.ts';

/*
 * Airline brands from the airline data ("Singapore Airlines Limited", "Air Pacific Ltd. t/a Fiji
 * Airways"): the words before "Airlines" / "Airways" / "Air Lines" in the trading name. A name the
 * data gives to two airlines says neither. An e-mail naming an airline this index cannot place
 * ("Voo 5900" under "Kestrel Airways") leaves the carrier unknown rather than the text's other brand.
 */

/** The carrier code standing for "an airline is named here, but not one we can place". */
export const UNKNOWN_AIRLINE = '?';

const KEYWORD = String.raw`(?:AIRLINES|AIRWAYS|AIR LINES|AIRLINE)`;
const IN_NAME = new RegExp(String.raw`((?:[A-Z0-9][A-Z0-9'&.-]*\s+){1,3})${KEYWORD}(?![A-Z])`);

const byPhrase = new Map<string, string>();
for (const [code, registered] of eachAirline()) {
  const name = deaccent(registered).toUpperCase();
  // The trading name ("... t/a Fiji Airways", "... d/b/a Ethiopian Airlines") is the one printed.
  const trading = /\b(?:T\/A|D\/B\/A|DBA)\s+(.*)$/.exec(name)?.[1] ?? name;
  const m = IN_NAME.exec(trading);
  if (!m) continue;
  const words = m[1].trim().split(/\s+/);
  const keyword = m[0].slice(m[1].length).replace(/\s+/g, ' ');
  for (let k = 0; k < words.length; k++) {
    const phrase = `${words.slice(k).join(' ')} ${keyword}`;
    const seen = byPhrase.get(phrase);
    byPhrase.set(phrase, seen && seen !== code ? UNKNOWN_AIRLINE : code);
  }
}

const IN_TEXT = new RegExp(
  String.raw`(?<![A-Z0-9])((?:[A-Z0-9][A-Z0-9'&.-]*\s+){1,3})(${KEYWORD})(?![A-Z])`,
  'g',
);

export interface NamedAirline {
  code: string;
  col: number;
  end: number;
}

/**
 * "Singapore Airlines", "Kestrel Airways" in a line (`t` upper case, `raw` as written, same length):
 * the airline the data names so, or UNKNOWN_AIRLINE. Lower-case "airlines" is prose ("other airlines").
 */
export function airlinesByKeyword(t: string, raw: string): NamedAirline[] {
  if (!/AIR/.test(t)) return [];
  const out: NamedAirline[] = [];
  IN_TEXT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = IN_TEXT.exec(t)) !== null) {
    const kwCol = m.index + m[1].length;
    if (!/[A-Z]/.test(raw[kwCol] ?? '')) continue;
    const end = kwCol + m[2].length;
    const words: { w: string; col: number }[] = [];
    const wordRe = /[A-Z0-9][A-Z0-9'&.-]*/g;
    let w: RegExpExecArray | null;
    while ((w = wordRe.exec(m[1])) !== null) words.push({ w: w[0], col: m.index + w.index });
    const keyword = m[2].replace(/\s+/g, ' ');
    let found: NamedAirline | null = null;
    for (let k = 0; k < words.length && !found; k++) {
      const code = byPhrase.get(
        `${words
          .slice(k)
          .map((x) => x.w)
          .join(' ')} ${keyword}`,
      );
      if (code) found = { code, col: words[k].col, end };
    }
    // An airline's name is written with capitals ("Kestrel Airways"), not "book airways".
    const last = words[words.length - 1];
    if (!found && /[A-Z]/.test(raw[last.col] ?? '')) found = { code: UNKNOWN_AIRLINE, col: last.col, end };
    if (found) out.push(found);
  }
  return out;
}
