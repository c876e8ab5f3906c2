/*
 * Tables flattened one field per line: a run of column headings ("Voo", "Data", "Embarque",
 * "Partida", ...) and then the rows, one cell a line. Each value line gets its column's heading as
 * its label, so a bare "4731" under "Voo" is a flight and "05:40" under "Embarque" a boarding time.
 * A row that does not fit its columns ends the table: cells are never guessed.
 */

export type Column = 'flight' | 'date' | 'time' | 'place' | 'other';

const HEADINGS: [RegExp, Column][] = [
  [
    /^(?:N(?:O|[\u00ba\u00b0])\.?\s*(?:DE\s+|DO\s+)?)?(?:VOO|VUELO|FLIGHT|VOL|FLT)(?:\s*(?:N(?:O|[\u00ba\u00b0])\.?|#))?$/,
    'flight',
  ],
  [/^(?:DATA|FECHA|DATE|DIA|DAY)(?:\s+(?:DO VOO|DEL VUELO|OF FLIGHT))?$/, 'date'],
  [
    /^(?:HORARIO DE |HORA DE |HORA DEL? )?(?:EMBARQUE|BOARDING(?: TIME)?|ABORDAJE|PARTIDA|SAIDA|SALIDA|DEPARTURE|DEP\.?|DEPARTS|CHEGADA|LLEGADA|ARRIVAL|ARR\.?|ARRIVES)$/,
    'time',
  ],
  [/^(?:ORIGEM|ORIGEN|ORIGIN|DE|DESDE|FROM|DESTINO|DESTINATION|PARA|HACIA|TO|A)$/, 'place'],
  [
    /^(?:CLASSE|CLASE|CLASS|CABINE|CABINA|CABIN|TARIFA|FARE|ESTADO|STATUS|SITUACAO|DURACAO|DURACION|DURATION|BAGAGEM|EQUIPAJE|BAGGAGE|ASSENTO|ASIENTO|SEAT|TERMINAL|AERONAVE|EQUIPO|AIRCRAFT|OPERADO POR|OPERATED BY|CIA\.?|COMPANHIA|AEROLINEA|AIRLINE|PORTAO|PUERTA|GATE|ESCALAS?|PARADAS?|STOPS?|NVB|NVA|BAG|BAGS|ALLOW|FARE BASIS|BASE TARIFARIA|BOOKING CLASS)$/,
    'other',
  ],
];

export function headingOf(line: string): Column | null {
  const t = line.trim();
  if (!t || t.length > 40 || /\d/.test(t)) return null;
  // Bilingual headings: "Voo / Flight", "Partida / Departure".
  const parts = t.split(/\s*\/\s*/);
  let kind: Column | null = null;
  for (const p of parts) {
    const k = HEADINGS.find(([re]) => re.test(p.replace(/:$/, '')))?.[1] ?? null;
    if (!k || (kind && k !== kind)) return null;
    kind = k;
  }
  return kind;
}

const FLIGHT_CELL = /^(?:([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?-?\s?)?(\d{1,4})$/;
const TIME_CELL = /(?<!\d)\d{1,2}\s?(?::|H)\s?\d{2}(?!\d)/;
export const GDS_CLOCK_CELL = /^(\d{3,4})([APNM])?$/;
const DATE_CELL = /\d{1,2}\s*(?:[/.-]\s*\d{1,2}|[A-Z]{3})|[A-Z]{3,}\.?\s+\d{1,2}\b|\d{1,2}\s+DE\s+[A-Z]{3}/;

export function fits(kind: Column, value: string): boolean {
  const v = value.trim();
  if (!v) return false;
  if (kind === 'flight') return FLIGHT_CELL.test(v);
  if (kind === 'date') return DATE_CELL.test(v);
  // A ticket receipt's GDS clock ("2350", "705A") stands alone in its cell.
  if (kind === 'time') return TIME_CELL.test(v) || GDS_CLOCK_CELL.test(v);
  if (kind === 'place') return /[A-Z]{3}/.test(v);
  return true;
}

export interface ColumnCell {
  /** The heading as printed (upper case, no accents), used as the value's label. */
  heading: string;
  kind: Column;
  /** The table row the cell is in, counted over the whole text. */
  row: number;
  /** The row is its table's only one. */
  lone?: boolean;
}

/** For each line, the column it is a cell of in a flattened table, or null. */
export function columnCells(text: string[]): (ColumnCell | null)[] {
  const out: (ColumnCell | null)[] = text.map(() => null);
  let i = 0;
  let rows = 0;
  while (i < text.length) {
    // A heading run: at least three heading lines in a row, one of them the flight's.
    const heads: { heading: string; kind: Column; row: number }[] = [];
    let j = i;
    while (j < text.length && heads.length < 14) {
      const k = headingOf(text[j]);
      if (!k) break;
      heads.push({ heading: text[j].trim(), kind: k, row: -1 });
      j++;
    }
    if (heads.length < 3 || !heads.some((h) => h.kind === 'flight')) {
      i = Math.max(i + 1, j);
      continue;
    }
    // Rows: each exactly one cell a line, every cell fitting its column; blank lines may part rows.
    let r = j;
    const first = rows;
    for (;;) {
      let s = r;
      while (s < text.length && !text[s].trim()) s++;
      if (s + heads.length > text.length) break;
      const row = text.slice(s, s + heads.length);
      if (!row.every((v, c) => fits(heads[c].kind, v) && !headingOf(v))) break;
      const id = rows++;
      row.forEach((_, c) => (out[s + c] = { ...heads[c], row: id }));
      r = s + heads.length;
    }
    if (rows === first + 1) for (let l = j; l < r; l++) if (out[l]) out[l] = { ...out[l]!, lone: true };
    i = Math.max(j, r);
  }
  return out;
}

export function flightCell(value: string): { airline: string | null; flight: string } | null {
  const m = FLIGHT_CELL.exec(value.trim());
  return m ? { airline: m[1] ?? null, flight: m[2] } : null;
}
