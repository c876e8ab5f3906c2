const ABBR = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Month names and abbreviations in en / pt / es, upper case and without accents. */
const NAMES: Record<string, number> = {};
const add = (month: number, ...words: string[]) => {
  for (const w of words) NAMES[w] = month;
};
add(1, 'JAN', 'JANUARY', 'JANEIRO', 'ENE', 'ENERO');
add(2, 'FEB', 'FEBRUARY', 'FEV', 'FEVEREIRO', 'FEBRERO');
add(3, 'MAR', 'MARCH', 'MARCO', 'MARZO');
add(4, 'APR', 'APRIL', 'ABR', 'ABRIL');
add(5, 'MAY', 'MAI', 'MAIO', 'MAYO');
add(6, 'JUN', 'JUNE', 'JUNHO', 'JUNIO');
add(7, 'JUL', 'JULY', 'JULHO', 'JULIO');
add(8, 'AUG', 'AUGUST', 'AGO', 'AGOSTO');
add(9, 'SEP', 'SEPT', 'SEPTEMBER', 'SET', 'SETEMBRO', 'SEPTIEMBRE', 'SETIEMBRE');
add(10, 'OCT', 'OCTOBER', 'OUT', 'OUTUBRO', 'OCTUBRE');
add(11, 'NOV', 'NOVEMBER', 'NOVEMBRO', 'NOVIEMBRE');
add(12, 'DEC', 'DECEMBER', 'DEZ', 'DEZEMBRO', 'DIC', 'DICIEMBRE');
// German, French and Italian confirmations ("Di., 03. März 2026", "mar. 3 mars", "9 maggio").
add(1, 'JANUAR', 'JANVIER', 'JANV', 'GENNAIO', 'GEN');
add(2, 'FEBRUAR', 'FEVRIER', 'FEVR', 'FEBBRAIO');
add(3, 'MARZ', 'MRZ', 'MARS');
add(4, 'AVRIL', 'AVR', 'APRILE');
add(5, 'MAGGIO', 'MAG');
add(6, 'JUNI', 'JUIN', 'GIUGNO', 'GIU');
add(7, 'JULI', 'JUILLET', 'JUIL', 'LUGLIO', 'LUG');
add(8, 'AOUT', 'AGOSTO');
add(9, 'SEPTEMBRE', 'SETTEMBRE');
add(10, 'OKTOBER', 'OKT', 'OCTOBRE', 'OTTOBRE', 'OTT');
add(11, 'NOVEMBRE');
add(12, 'DEZEMBER', 'DECEMBRE', 'DICEMBRE');

export const GDS_MONTHS = ABBR.join('|');

/** Weekdays' three-letter abbreviations in en / pt / es, as a regex alternation ("MON|TUE|...|VIE"). */
export const WEEKDAY_ABBRS = 'MON|TUE|WED|THU|FRI|SAT|SUN|SEG|TER|QUA|QUI|SEX|SAB|DOM|LUN|MAR|MIE|JUE|VIE';

/** Month number (1-12) from an English GDS abbreviation or an en/pt/es name; null if unknown. */
export function monthFromWord(word: string): number | null {
  const w = deaccent(word).toUpperCase().replace(/\./g, '');
  return NAMES[w] ?? null;
}

export function monthAbbr(month: number): string {
  return ABBR[month - 1] ?? '';
}

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

export function deaccent(s: string): string {
  // Plain ASCII has nothing to decompose or strip: most lines of a GDS display.
  if (!NON_ASCII.test(s)) return s;
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** "10MAR" style date as the GDS prints it. */
export function ddmmm(day: number, month: number): string {
  return String(day).padStart(2, '0') + monthAbbr(month);
}
