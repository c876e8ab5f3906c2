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
  /** A row of two cells split by one tab, either maybe empty ("Voo original<TAB>Novo voo", "<TAB>LA3591"). */
  halves?: [string, string];
}

export function splitLines(text: string): Line[] {
  const out: Line[] = [];
  const rows = String(text ?? '').split(/\r\n|\r|\n/);
  const decoded = quotedPrintable(rows);
  for (let i = 0; i < rows.length && out.length < MAX_LINES; i++) {
    const row = decoded.get(i) ?? rows[i];
    if (row === null) continue;
    const cleaned = (
      ODD.test(row) ? stripControls(row.replace(/[\t\u00a0\u2000-\u200b\u3000]/g, ' ')) : row
    ).trimEnd();
    const cells = row.includes('\t') || row.includes('|') ? tableCells(row) : undefined;
    const tabs = row.split('\t');
    const halves =
      tabs.length === 2 && row.trim()
        ? (tabs.map((c) => stripControls(c).trim()) as [string, string])
        : undefined;
    for (const piece of chunk(cleaned)) {
      const line: Line = { no: i + 1, raw: piece, up: piece.toUpperCase() };
      if (cells && piece === cleaned) line.cells = cells;
      if (halves && piece === cleaned) line.halves = halves;
      out.push(line);
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
// WhatsApp Web's copy with the clock first, "[10:12, 14/05/2024] Carla:". Teams' copy prints no year
// and its author after the bracket: "[3/27 10:22 AM] Jenna Morales".
export const CHAT_STAMP =
  /^\s*(?:\[\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]\.?\s?M\.?)?\]|\[\d{1,2}:\d{2}(?:\s*[AP]\.?\s?M\.?)?,\s*\d{1,2}\/\d{1,2}\/\d{2,4}\]|\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?:\s*[AP]\.?\s?M\.?)?\s+-(?=\s+[^:\d][^:]{0,39}:))/;

/** A chat line without its stamp and author ("[14/03/2024 10:22] Carla: *Opção 1*" → "*Opção 1*"). */
export function messageBody(t: string): string {
  const stamp = CHAT_STAMP.exec(t);
  if (!stamp) return t;
  const rest = t.slice(stamp[0].length);
  const author = /^\s*[^:\d]{1,40}:\s*/.exec(rest);
  return author ? rest.slice(author[0].length) : rest;
}

const QP_HEADER = /^content-transfer-encoding:\s*quoted-printable\s*$/i;
const ENCODING_HEADER = /^content-transfer-encoding:/i;
const BOUNDARY = /boundary="?([^";\s]+)"?/i;

/**
 * A raw e-mail's quoted-printable body (under "Content-Transfer-Encoding: quoted-printable", up to
 * its MIME part's end): a row ending in "=" goes on in the next one ("Voo G3 10=" / "77"), and
 * "=C3=A3" is a character's bytes. By row index: the decoded row standing where its first piece
 * was, null for the pieces joined to it. Rows outside such a body are left out.
 */
function quotedPrintable(rows: string[]): Map<number, string | null> {
  const out = new Map<number, string | null>();
  const boundaries: string[] = [];
  let on = false;
  let start = -1;
  let joined = '';
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const b = BOUNDARY.exec(row);
    if (b) boundaries.push(b[1]);
    const trimmed = row.trimEnd();
    if (boundaries.some((x) => trimmed === `--${x}` || trimmed === `--${x}--`)) on = false;
    else if (QP_HEADER.test(row.trim())) {
      on = true;
      continue;
    } else if (ENCODING_HEADER.test(row.trim())) on = false;
    if (!on) continue;
    if (start < 0) start = i;
    else out.set(i, null);
    if (trimmed.endsWith('=')) {
      joined += trimmed.slice(0, -1);
      continue;
    }
    out.set(start, decodeQp(joined + row));
    start = -1;
    joined = '';
  }
  if (start >= 0) out.set(start, decodeQp(joined));
  return out;
}

function decodeQp(s: string): string {
  return s.replace(/(?:=[0-9A-F]{2})+/gi, (run) => {
    const bytes = Uint8Array.from(run.slice(1).split('='), (h) => parseInt(h, 16));
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return new TextDecoder('latin1').decode(bytes);
    }
  });
}
