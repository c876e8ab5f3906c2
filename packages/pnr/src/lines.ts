/** Longest stretch of one line the readers look at; longer lines are split at spaces. */
export const MAX_LINE = 400;
/** Hard cap on the number of lines read, so pathological inputs stay fast. */
const MAX_LINES = 20_000;

export interface Line {
  /** 1-based line number in the input. */
  no: number;
  /** Text as pasted, trailing space removed. */
  raw: string;
  /** Upper case, tabs and odd spaces turned into plain spaces, no control characters. */
  up: string;
  /** The cells of a row copied from a table with tabs or "|" between them (three or more). */
  cells?: string[];
}

export function splitLines(text: string): Line[] {
  const out: Line[] = [];
  const rows = String(text ?? '').split(/\r\n|\r|\n/);
  for (let i = 0; i < rows.length && out.length < MAX_LINES; i++) {
    const row = rows[i];
    const cleaned = (
      ODD.test(row) ? stripControls(row.replace(/[\t\u00a0\u2000-\u200b\u3000]/g, ' ')) : row
    ).trimEnd();
    const cells = row.includes('\t') || row.includes('|') ? tableCells(row) : undefined;
    for (const piece of chunk(cleaned)) {
      out.push(
        cells && piece === cleaned
          ? { no: i + 1, raw: piece, up: piece.toUpperCase(), cells }
          : { no: i + 1, raw: piece, up: piece.toUpperCase() },
      );
    }
  }
  return out;
}

function tableCells(row: string): string[] | undefined {
  const cells = row
    .split(/\t|\|/)
    .map((c) => stripControls(c.replace(/[\u00a0\u2000-\u200b\u3000]/g, ' ')).trim())
    .filter((c) => c !== '');
  return cells.length >= 3 ? cells : undefined;
}

function chunk(s: string): string[] {
  if (s.length <= MAX_LINE) return [s];
  const pieces: string[] = [];
  let rest = s;
  while (rest.length > MAX_LINE && pieces.length < 1000) {
    let cut = rest.lastIndexOf(' ', MAX_LINE);
    if (cut < MAX_LINE / 2) cut = MAX_LINE;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest.slice(0, MAX_LINE));
  return pieces;
}

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/g;
// A tab, an odd space or a control character: a line without one is kept as it is.
// eslint-disable-next-line no-control-regex
const ODD = /[\u0000-\u001f\u007f\u00a0\u2000-\u200b\u3000]/;

function stripControls(s: string): string {
  return s.replace(CONTROLS, '');
}

// A chat export's message stamp: "[14/05/2024 10:12] Carla:", "14/05/2024, 10:12 - Carla:", and
// WhatsApp Web's copy with the clock first, "[10:12, 14/05/2024] Carla:".
export const CHAT_STAMP =
  /^\s*(?:\[\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]\.?\s?M\.?)?\]|\[\d{1,2}:\d{2}(?:\s*[AP]\.?\s?M\.?)?,\s*\d{1,2}\/\d{1,2}\/\d{2,4}\]|\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?:\s*[AP]\.?\s?M\.?)?\s+-(?=\s+[^:\d][^:]{0,39}:))/;

/** A chat line without its stamp and author ("[14/03/2024 10:22] Carla: *Opção 1*" → "*Opção 1*"). */
export function messageBody(t: string): string {
  const stamp = CHAT_STAMP.exec(t);
  if (!stamp) return t;
  const rest = t.slice(stamp[0].length);
  const author = /^\s*[^:\d]{1,40}:\s*/.exec(rest);
  return author ? rest.slice(author[0].length) : rest;
}
