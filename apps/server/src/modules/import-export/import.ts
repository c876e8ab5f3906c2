import { inArray, sql } from 'drizzle-orm';
import {
  customerCreateSchema,
  GENDERS,
  isMessageKey,
  messageCatalogs,
  translate,
  zodIssueParams,
  type CustomerImportResult,
  type Locale,
  type MessageKey,
  type MessageParams,
} from '@rumo/core';
import { customers } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { inTransaction, type Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { customerValues } from '../customers/service.ts';
import { EXPORT_COLUMNS, isoDate, pad, type ExportColumn } from './columns.ts';
import { readCsv, readXlsx, spreadsheetKind, type Cell, type Sheet } from './spreadsheet.ts';

/** Client import: a spreadsheet (xlsx or CSV) of clients, validated row by row like POST /customers/. */

type NewCustomer = ReturnType<typeof customerValues>;

/** At most this many data rows per import file. */
export const IMPORT_MAX_ROWS = 5000;
/** Columns read from an imported sheet: the export's columns and room for a few of the agency's own. */
const IMPORT_SHEET_LIMITS = { maxRows: IMPORT_MAX_ROWS, maxColumns: 64 };
const INSERT_CHUNK = 500;

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
  values: NewCustomer;
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
  createdBy: number | null,
): { values?: NewCustomer; errors: RowError[] } {
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
    values: customerValues(input, { phone, picture: null, createdBy }),
  };
}

/**
 * POST /agencies/accounts/import. Every row is validated like POST /customers/; a row with any
 * error is skipped and reported (row = its number in the spreadsheet, the header being row 1).
 * The valid rows are inserted together in one transaction: either all of them or none. Phones
 * follow the customer rule: a phone already in the agency, or repeated from an earlier row, skips
 * the row; a concurrent insert of the same phone is caught by the unique index and reported too.
 */
export async function importCustomers(ctx: Context, file: UploadedFile | undefined): Promise<CustomerImportResult> {
  if (!file) throw fieldError('file', 'validation.fileRequired');
  if (file.data.length === 0) throw fieldError('file', 'validation.importEmpty');
  const locale = ctx.locale;
  const kind = await spreadsheetKind(file);
  const sheet = kind === 'xlsx' ? await readXlsx(file.data, IMPORT_SHEET_LIMITS) : readCsv(file.data, IMPORT_SHEET_LIMITS);
  if (sheet.header.length === 0 || sheet.rows.length === 0) throw fieldError('file', 'validation.importEmpty');
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw fieldError('file', 'validation.importTooManyRows', { max: IMPORT_MAX_ROWS });
  const columns = columnsOf(sheet, locale);

  const errors: RowError[] = [];
  const valid: ValidRow[] = [];
  let skipped = 0;
  for (const { row, cells } of sheet.rows) {
    const result = validateRow(cells, columns, row, locale, ctx.userId);
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
    const rows = await ctx.db
      .select({ phone: customers.phone })
      .from(customers)
      .where(scoped(ctx).where(customers, inArray(customers.phone, phones.slice(i, i + INSERT_CHUNK))));
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

  const inserted = await inTransaction(ctx, async (tx) => {
    const phonesInserted = new Set<string>();
    let count = 0;
    for (let i = 0; i < toInsert.length; i += INSERT_CHUNK) {
      const rows = await tx.db
        .insert(customers)
        .values(toInsert.slice(i, i + INSERT_CHUNK).map((r) => scoped(tx).row(r.values)))
        // the agency's phone index: a number taken meanwhile skips the row
        .onConflictDoNothing({ target: scoped(tx).conflictTarget(customers, customers.phone), where: sql`phone is not null` })
        .returning({ phone: customers.phone });
      count += rows.length;
      for (const r of rows) if (r.phone) phonesInserted.add(r.phone);
    }
    const lost = toInsert.filter((candidate) => candidate.values.phone && !phonesInserted.has(candidate.values.phone));
    await recordAudit(tx, { action: 'import', entity: 'customer', details: { created: count, skipped: skipped + lost.length, format: kind } });
    return { count, lost };
  });
  // Rows whose phone was taken between the check and the insert (a concurrent save).
  for (const candidate of inserted.lost) {
    errors.push({ row: candidate.row, field: 'phone', message: translate(locale, 'validation.phoneDuplicate') });
    skipped++;
  }

  errors.sort((a, b) => a.row - b.row);
  return { created: inserted.count, skipped, errors };
}

