import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  customerCreateSchema,
  GENDERS,
  isMessageKey,
  messageCatalogs,
  translate,
  zodIssueParams,
  type CustomerExportQuery,
  type CustomerImportResult,
  type Locale,
  type MessageKey,
  type MessageParams,
} from '@rumo/core';
import { customers } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { audit } from '../../platform/audit/audit.ts';
import { allCustomers, type CustomerOut } from '../customers/service.ts';
import { readCsv, readXlsx, spreadsheetKind, XLSX_MIME, type Cell, type Sheet } from './spreadsheet.ts';

/** At most this many data rows per import file. */
export const IMPORT_MAX_ROWS = 5000;
/** Columns read from an imported sheet: the export's columns and room for a few of the agency's own. */
const IMPORT_SHEET_LIMITS = { maxRows: IMPORT_MAX_ROWS, maxColumns: 64 };
const INSERT_CHUNK = 500;

/** Columns of the export, in order; the import reads the same headers (in pt, es or en). */
export const EXPORT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'birth_date',
  'cpf',
  'gender',
  'nationality',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'country',
  'personality_tags',
  'trips_per_year',
  'last_trip',
  'mileage',
  'notes',
  'trips_count',
  'next_trip',
  'created_by',
  'created_at',
] as const;
type ExportColumn = (typeof EXPORT_COLUMNS)[number];

const IMPORT_FIELDS = EXPORT_COLUMNS.slice(0, 21) as readonly ExportColumn[];
type ImportField = (typeof IMPORT_FIELDS)[number] | 'full_name';
const ADDRESS_FIELDS = ['cep', 'street', 'number', 'complement', 'neighborhood', 'city', 'state', 'country'] as const;

/** "Data de Nascimento" -> "datadenascimento": headers compared without case, accents or punctuation. */
const headerKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const EXTRA_ALIASES: Partial<Record<ImportField, string[]>> = {
  first_name: ['primeiro nome', 'nombre', 'first'],
  last_name: ['apellidos', 'surname', 'ultimo nome'],
  email: ['correo', 'mail'],
  phone: ['celular', 'whatsapp', 'telefono', 'mobile', 'fone', 'telefone celular'],
  birth_date: ['nascimento', 'data nascimento', 'birthday', 'date of birth', 'fecha nacimiento'],
  gender: ['sexo', 'sex'],
  cep: ['zip', 'zip code', 'postcode'],
  street: ['logradouro', 'endereco', 'address', 'direccion'],
  neighborhood: ['neighborhood'],
  state: ['uf'],
  personality_tags: ['tags', 'personalidade', 'personality tags', 'tags de personalidade'],
  mileage: ['milhagem', 'millaje'],
  notes: ['obs', 'observacao', 'notas'],
  full_name: ['name', 'nome completo', 'nombre completo', 'full name', 'cliente'],
};

const ALIASES: Map<string, ImportField> = (() => {
  const map = new Map<string, ImportField>();
  const add = (alias: string, field: ImportField) => {
    const key = headerKey(alias);
    if (key && !map.has(key)) map.set(key, field);
  };
  for (const field of IMPORT_FIELDS) {
    add(field, field);
    for (const catalog of Object.values(messageCatalogs)) add(catalog.clients.columns[field], field);
  }
  for (const [field, aliases] of Object.entries(EXTRA_ALIASES)) for (const alias of aliases) add(alias, field as ImportField);
  return map;
})();

/** "Feminino", "female", "Femenino" -> "female". */
const GENDER_VALUES: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const gender of GENDERS) {
    map.set(headerKey(gender), gender);
    for (const catalog of Object.values(messageCatalogs)) map.set(headerKey(catalog.lookups.gender[gender]), gender);
  }
  for (const [alias, gender] of [['f', 'female'], ['m', 'male'], ['mulher', 'female'], ['homem', 'male']] as const) map.set(alias, gender);
  return map;
})();

// ---------- cells ----------

/** CSV exports escape formulas with a leading apostrophe ("'+5511..."): drop it again. */
function text(cell: Cell | undefined): string | undefined {
  if (cell === null || cell === undefined) return undefined;
  if (cell instanceof Date) return isoDate(cell);
  const value = String(cell).trim().replace(/^'(?=[=+\-@\t\r])/, '');
  return value === '' ? undefined : value;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Date cells, "dd/mm/yyyy" (also with - or .) and "yyyy-mm-dd" -> "yyyy-mm-dd"; anything else as typed (the schema says why). */
function dateValue(cell: Cell | undefined): string | undefined {
  if (cell instanceof Date) return isoDate(cell);
  const value = text(cell);
  if (!value) return undefined;
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (br) return `${br[3]}-${pad(Number(br[2]))}-${pad(Number(br[1]))}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  return value;
}

/** Whole numbers, also "1.234" with a thousands dot; anything else as typed. */
function intValue(cell: Cell | undefined): number | string | undefined {
  if (typeof cell === 'number') return cell;
  const value = text(cell);
  if (!value) return undefined;
  const plain = /^\d{1,3}([.,\s]\d{3})+$/.test(value) ? value.replace(/\D/g, '') : value;
  return /^\d+$/.test(plain) ? Number(plain) : value;
}

/** Phones typed as numbers lose the "+": "5511987654321" is tried as +55 11 ... when it is not a valid BR number. */
function importPhone(raw: string): string {
  try {
    return normalizePhone(raw);
  } catch (error) {
    if (/^\d{10,15}$/.test(raw)) return normalizePhone(`+${raw}`);
    throw error;
  }
}

interface RowError {
  row: number;
  field: string | null;
  message: string;
}

interface ValidRow {
  row: number;
  values: typeof customers.$inferInsert;
}

function columnsOf(sheet: Sheet, locale: Locale): Map<ImportField, number> {
  const columns = new Map<ImportField, number>();
  sheet.header.forEach((name, index) => {
    const field = ALIASES.get(headerKey(name));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const hasNames = columns.has('first_name') && columns.has('last_name');
  if (!hasNames && !columns.has('full_name')) {
    const missing = columns.has('first_name') ? 'last_name' : 'first_name';
    throw fieldError('file', 'validation.importMissingColumn', { column: translate(locale, `clients.columns.${missing}`) });
  }
  return columns;
}

/** One spreadsheet row -> the fields of POST /customers/, validated by the same schema. */
function validateRow(
  cells: Cell[],
  columns: Map<ImportField, number>,
  row: number,
  locale: Locale,
  agencyId: number,
  userId: number,
): { values?: typeof customers.$inferInsert; errors: RowError[] } {
  const cell = (field: ImportField) => {
    const index = columns.get(field);
    return index === undefined ? undefined : cells[index];
  };
  let firstName = text(cell('first_name'));
  let lastName = text(cell('last_name'));
  const fullName = text(cell('full_name'));
  if (fullName && !firstName && !lastName) {
    const [first, ...rest] = fullName.split(/\s+/);
    firstName = first;
    lastName = rest.join(' ') || undefined;
  }
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(cell(field))]).filter(([, value]) => value !== undefined));
  const gender = text(cell('gender'));
  const cpfCell = cell('cpf');
  const tags = text(cell('personality_tags'));
  const candidate = {
    first_name: firstName ?? '',
    last_name: lastName ?? '',
    email: text(cell('email')),
    birth_date: dateValue(cell('birth_date')),
    cpf: typeof cpfCell === 'number' ? String(cpfCell).padStart(11, '0') : text(cpfCell),
    gender: gender ? (GENDER_VALUES.get(headerKey(gender)) ?? gender) : undefined,
    nationality: text(cell('nationality')),
    address: Object.keys(address).length > 0 ? address : undefined,
    personality_tags: tags ? tags.split(/[,;|]/).map((tag) => tag.trim()).filter(Boolean) : undefined,
    trips_per_year: intValue(cell('trips_per_year')),
    last_trip: dateValue(cell('last_trip')),
    mileage: intValue(cell('mileage')),
    notes: text(cell('notes')),
  };
  const errors: RowError[] = [];
  const message = (key: MessageKey | string, params?: MessageParams) =>
    translate(locale, isMessageKey(key) ? key : 'validation.invalid', params);
  const parsed = customerCreateSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({
        row,
        field: issue.path.length ? issue.path.join('.') : null,
        message: message(issue.message, zodIssueParams(issue as { minimum?: unknown; maximum?: unknown })),
      });
    }
  }
  const rawPhone = text(cell('phone'));
  let phone: string | null = null;
  if (rawPhone) {
    try {
      phone = importPhone(rawPhone);
    } catch {
      errors.push({ row, field: 'phone', message: message('validation.phoneInvalid') });
    }
  }
  if (errors.length > 0 || !parsed.success) return { errors };
  const input = parsed.data;
  return {
    errors,
    values: {
      agency_id: agencyId,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email ?? null,
      phone,
      birth_date: input.birth_date ?? null,
      cpf: input.cpf ?? null,
      gender: input.gender ?? null,
      nationality: input.nationality ?? null,
      address: input.address ?? null,
      personality_tags: input.personality_tags ?? [],
      trips_per_year: input.trips_per_year ?? null,
      last_trip: input.last_trip ?? null,
      mileage: input.mileage ?? null,
      notes: input.notes ?? null,
      created_by: userId,
    },
  };
}

/**
 * POST /agencies/accounts/import. Every row is validated like POST /customers/; a row with any
 * error is skipped and reported (row = its number in the spreadsheet, the header being row 1).
 * The valid rows are inserted together in one transaction: either all of them or none. Phones
 * follow the customer rule: a phone already in the agency, or repeated from an earlier row, skips
 * the row; a concurrent insert of the same phone is caught by the unique index and reported too.
 */
export async function importCustomers(
  app: FastifyInstance,
  request: FastifyRequest,
  agencyId: number,
  userId: number,
  file: UploadedFile | undefined,
): Promise<CustomerImportResult> {
  if (!file) throw fieldError('file', 'validation.fileRequired');
  if (file.data.length === 0) throw fieldError('file', 'validation.importEmpty');
  const locale = request.locale;
  const kind = await spreadsheetKind(file);
  const sheet = kind === 'xlsx' ? await readXlsx(file.data, IMPORT_SHEET_LIMITS) : readCsv(file.data, IMPORT_SHEET_LIMITS);
  if (sheet.header.length === 0 || sheet.rows.length === 0) throw fieldError('file', 'validation.importEmpty');
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw fieldError('file', 'validation.importTooManyRows', { max: IMPORT_MAX_ROWS });
  const columns = columnsOf(sheet, locale);

  const errors: RowError[] = [];
  const valid: ValidRow[] = [];
  let skipped = 0;
  for (const { row, cells } of sheet.rows) {
    const result = validateRow(cells, columns, row, locale, agencyId, userId);
    if (result.values) valid.push({ row, values: result.values });
    else {
      skipped++;
      errors.push(...result.errors);
    }
  }

  // The phone rule, in one query for the whole file plus the rows seen before.
  const phones = [...new Set(valid.map((v) => v.values.phone).filter((p): p is string => !!p))];
  const existing = new Set<string>();
  for (let i = 0; i < phones.length; i += INSERT_CHUNK) {
    const rows = await app.db
      .select({ phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.agency_id, agencyId), inArray(customers.phone, phones.slice(i, i + INSERT_CHUNK))));
    for (const r of rows) if (r.phone) existing.add(r.phone);
  }
  const firstRowOf = new Map<string, number>();
  const toInsert: ValidRow[] = [];
  for (const candidate of valid) {
    const phone = candidate.values.phone;
    if (phone && existing.has(phone)) {
      errors.push({ row: candidate.row, field: 'phone', message: translate(locale, 'validation.phoneDuplicate') });
      skipped++;
    } else if (phone && firstRowOf.has(phone)) {
      errors.push({ row: candidate.row, field: 'phone', message: translate(locale, 'validation.importDuplicateRow', { row: firstRowOf.get(phone)! }) });
      skipped++;
    } else {
      if (phone) firstRowOf.set(phone, candidate.row);
      toInsert.push(candidate);
    }
  }

  const inserted = await app.db.transaction(async (tx) => {
    const phonesInserted = new Set<string>();
    let count = 0;
    for (let i = 0; i < toInsert.length; i += INSERT_CHUNK) {
      const rows = await tx
        .insert(customers)
        .values(toInsert.slice(i, i + INSERT_CHUNK).map((r) => r.values))
        .onConflictDoNothing({ target: [customers.agency_id, customers.phone], where: sql`phone is not null` })
        .returning({ phone: customers.phone });
      count += rows.length;
      for (const r of rows) if (r.phone) phonesInserted.add(r.phone);
    }
    return { count, phonesInserted };
  });
  // Rows whose phone was taken between the check and the insert (a concurrent save).
  for (const candidate of toInsert) {
    const phone = candidate.values.phone;
    if (phone && !inserted.phonesInserted.has(phone)) {
      errors.push({ row: candidate.row, field: 'phone', message: translate(locale, 'validation.phoneDuplicate') });
      skipped++;
    }
  }

  errors.sort((a, b) => a.row - b.row);
  await audit(app, request, {
    agencyId,
    userId,
    action: 'import',
    entity: 'customer',
    details: { created: inserted.count, skipped, format: kind },
  });
  return { created: inserted.count, skipped, errors };
}

// ---------- export ----------

const brDate = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
/** "yyyy-mm-dd" -> a Date at UTC midnight: the calendar day Excel shows. */
const excelDay = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
/** An instant as the wall clock of the trip zone (-03:00), written as a zone-less Excel date. */
const excelWallClock = (date: Date | null) => (date ? new Date(date.getTime() - 3 * 3600_000) : null);
const brDateTime = (date: Date | null) => {
  const wall = excelWallClock(date);
  if (!wall) return '';
  return `${brDate(isoDate(wall))} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
};

type ExportValue = string | number | Date | null;

function exportValues(customer: CustomerOut, locale: Locale, asText: boolean): Record<ExportColumn, ExportValue> {
  const day = (iso: string | null) => (asText ? brDate(iso) : excelDay(iso));
  const address = customer.address ?? {};
  const nextTrip = customer.next_trip;
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    phone: customer.phone,
    birth_date: day(customer.birth_date),
    cpf: customer.cpf,
    gender: customer.gender ? translate(locale, `lookups.gender.${customer.gender}`) : null,
    nationality: customer.nationality,
    cep: address.cep ?? null,
    street: address.street ?? null,
    number: address.number ?? null,
    complement: address.complement ?? null,
    neighborhood: address.neighborhood ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    country: address.country ?? null,
    personality_tags: customer.personality_tags.join(', '),
    trips_per_year: customer.trips_per_year,
    last_trip: day(customer.last_trip),
    mileage: customer.mileage,
    notes: customer.notes,
    trips_count: customer.trips_count,
    next_trip: nextTrip ? `${nextTrip.name} (${brDate(isoDate(excelWallClock(nextTrip.going)!))})` : null,
    created_by: customer.created_by ? `${customer.created_by.first_name} ${customer.created_by.last_name}` : null,
    created_at: asText ? brDateTime(customer.created_at) : excelWallClock(customer.created_at),
  };
}

const WIDTHS: Partial<Record<ExportColumn, number>> = { email: 30, notes: 40, personality_tags: 25, street: 30, next_trip: 30, created_by: 22 };

async function xlsxOf(rows: CustomerOut[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rumo';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(translate(locale, 'clients.sheetName'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((key) => ({
    header: translate(locale, `clients.columns.${key}`),
    key,
    width: WIDTHS[key] ?? 16,
    style:
      key === 'birth_date' || key === 'last_trip'
        ? { numFmt: 'dd/mm/yyyy' }
        : key === 'created_at'
          ? { numFmt: 'dd/mm/yyyy hh:mm' }
          : key === 'phone' || key === 'cpf' || key === 'cep'
            ? { numFmt: '@' }
            : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const customer of rows) sheet.addRow(exportValues(customer, locale, false));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV with a BOM (Excel reads it as UTF-8); ';' for pt and es (decimal-comma locales), ',' for en. */
function csvOf(rows: CustomerOut[], locale: Locale): Buffer {
  const csv = Papa.unparse(
    {
      fields: EXPORT_COLUMNS.map((key) => translate(locale, `clients.columns.${key}`)),
      data: rows.map((customer) => {
        const values = exportValues(customer, locale, true);
        return EXPORT_COLUMNS.map((key) => values[key] ?? '');
      }),
    },
    { delimiter: locale === 'en' ? ',' : ';', newline: '\r\n', escapeFormulae: true },
  );
  return Buffer.from(`\uFEFF${csv}\r\n`, 'utf8');
}

/** GET /customers/export: the client list with the filters of /customers/all, every row. */
export async function exportCustomers(
  app: FastifyInstance,
  request: FastifyRequest,
  agencyId: number,
  userId: number,
  query: CustomerExportQuery,
) {
  const format = query.format ?? 'xlsx';
  const locale = request.locale;
  const rows = await allCustomers(app, agencyId, query);
  const body = format === 'xlsx' ? await xlsxOf(rows, locale) : csvOf(rows, locale);
  await audit(app, request, { agencyId, userId, action: 'export', entity: 'customer', details: { format, count: rows.length } });
  const day = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
  return {
    body,
    contentType: format === 'xlsx' ? XLSX_MIME : 'text/csv; charset=utf-8',
    fileName: `${translate(locale, 'clients.fileName')}-${day}.${format}`,
  };
}
