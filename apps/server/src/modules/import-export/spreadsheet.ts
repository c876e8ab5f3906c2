import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { fileTypeFromBuffer } from 'file-type';
import { fieldError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { checkZipSize } from './zip-limits.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv';

/** A cell as read from a spreadsheet: text, a number, a date (xlsx) or nothing. */
export type Cell = string | number | Date | boolean | null;

export interface Sheet {
  header: string[];
  /** Data rows with their number in the spreadsheet (the header is row 1). */
  rows: { row: number; cells: Cell[] }[];
}

const TEXT_EXTENSIONS = /\.(csv|txt)$/i;
const OTHER_EXTENSION = /\.[a-z0-9]{1,5}$/i;

/** Decodes text as UTF-8, or Windows-1252 (Excel's "CSV" on Windows) when it is not valid UTF-8. */
function decodeText(data: Buffer): string | null {
  if (data.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.replace(/^\uFEFF/, '');
}

/**
 * Which kind of spreadsheet a file is, judged by its content: an xlsx workbook (a zip holding
 * xl/workbook.xml) or text read as CSV. Anything else (xls, ods, pdf, images, other extensions)
 * is refused with 'validation.importFileType'.
 */
export async function spreadsheetKind(file: UploadedFile): Promise<'xlsx' | 'csv'> {
  const detected = await fileTypeFromBuffer(file.data);
  if (detected) {
    if (detected.mime === XLSX_MIME) return 'xlsx';
    throw fieldError('file', 'validation.importFileType');
  }
  const name = file.filename ?? '';
  if (OTHER_EXTENSION.test(name) && !TEXT_EXTENSIONS.test(name)) throw fieldError('file', 'validation.importFileType');
  if (decodeText(file.data) === null) throw fieldError('file', 'validation.importFileType');
  return 'csv';
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** exceljs cell values (rich text, hyperlinks, formulas) -> a plain cell. */
function plainCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('hyperlink' in value) return plainCell((value as ExcelJS.CellHyperlinkValue).text);
    if ('result' in value) return plainCell((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('error' in value) return null;
  }
  return String(value);
}

export interface SheetLimits {
  /** Data rows (the header not counted); one more is refused with 'validation.importTooManyRows'. */
  maxRows: number;
  /** Columns read per row; cells beyond are ignored, so a stray cell in column XFD costs nothing. */
  maxColumns: number;
}

/**
 * What an .xlsx may inflate to. exceljs holds the whole workbook as objects, roughly ten times
 * its XML: 24 MB of XML is over twice a full 5000-client export, and stays far below the
 * server's memory budget. A zip bomb (820 KB -> 206 MB) is refused after inflating 24 MB.
 */
export const XLSX_MAX_INFLATED_BYTES = 24 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 200;

// One workbook in memory at a time: twelve uploads at once wait their turn instead of adding up.
let loading: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = loading.then(task, task);
  loading = run.catch(() => {});
  return run;
}

export async function readXlsx(data: Buffer, limits: SheetLimits): Promise<Sheet> {
  const size = checkZipSize(data, { maxInflatedBytes: XLSX_MAX_INFLATED_BYTES, maxEntries: XLSX_MAX_ENTRIES });
  if (size === 'too-large') throw fieldError('file', 'validation.importTooLarge', { max: XLSX_MAX_INFLATED_BYTES / 1024 / 1024 });
  if (size === 'unreadable') throw fieldError('file', 'validation.importUnreadable');
  return oneAtATime(async () => {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      throw fieldError('file', 'validation.importUnreadable');
    }
    const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0) ?? workbook.worksheets[0];
    if (!sheet) return { header: [], rows: [] };
    if (sheet.actualRowCount > limits.maxRows + 1) throw fieldError('file', 'validation.importTooManyRows', { max: limits.maxRows });
    let header: string[] | null = null;
    let width = 0;
    const rows: Sheet['rows'] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const count = Math.min(row.cellCount, limits.maxColumns);
      if (!header) {
        width = count;
        header = Array.from({ length: width }, (_, i) => String(plainCell(row.getCell(i + 1).value) ?? '').trim());
        return;
      }
      const cells = Array.from({ length: Math.max(width, count) }, (_, i) => plainCell(row.getCell(i + 1).value));
      if (cells.every(isBlank)) return;
      rows.push({ row: rowNumber, cells });
    });
    return { header: header ?? [], rows };
  });
}

/** The separator of a CSV: the candidate found most often in its header line (outside quotes). */
export function csvDelimiter(text: string): string {
  const header = (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '').replace(/"[^"]*"/g, '');
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t', '|']) {
    const count = header.split(candidate).length - 1;
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  return best;
}

export function readCsv(data: Buffer, limits: SheetLimits): Sheet {
  const text = decodeText(data);
  if (text === null) throw fieldError('file', 'validation.importFileType');
  let header: string[] | null = null;
  const rows: Sheet['rows'] = [];
  let line = 0;
  let tooMany = false;
  // Row by row, stopping one row past the limit: ten megabytes of "a\n" never become a million arrays.
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimiter: csvDelimiter(text),
    step: (result, parser) => {
      line++;
      const cells = result.data.slice(0, limits.maxColumns);
      if (cells.every((c) => isBlank(c))) return;
      if (!header) header = cells.map((h) => h.trim());
      else if (rows.length === limits.maxRows) {
        tooMany = true;
        parser.abort();
      } else rows.push({ row: line, cells });
    },
  });
  if (tooMany) throw fieldError('file', 'validation.importTooManyRows', { max: limits.maxRows });
  return { header: header ?? [], rows };
}
