import ExcelJS from 'exceljs';
import { zipSync, type Zippable } from 'fflate';
import { eq, getTableColumns } from 'drizzle-orm';
import { translate, type Locale } from '@rumo/core';
import * as schema from '../../db/schema/index.ts';
import type { Context } from '../../platform/context/context.ts';
import { scoped, type AgencyTable } from '../../platform/context/scoped.ts';

/** Tables of an agency's data, one JSON file each in the export (users without password hashes). */
const { password_hash: _passwordHash, token_version: _tokenVersion, ...userColumns } = getTableColumns(schema.users);

const AGENCY_TABLES: readonly { file: string; table: AgencyTable }[] = [
  { file: 'customers', table: schema.customers },
  { file: 'dependents', table: schema.dependents },
  { file: 'documents', table: schema.documents },
  { file: 'travels', table: schema.travels },
  { file: 'travelers', table: schema.travelers },
  { file: 'trails', table: schema.trails },
  { file: 'vouchers', table: schema.vouchers },
  { file: 'alerts', table: schema.alerts },
  { file: 'checklist_tasks', table: schema.checklistTasks },
  { file: 'travel_financials', table: schema.travelFinancials },
  { file: 'travel_payments', table: schema.travelPayments },
  { file: 'subscriptions', table: schema.subscriptions },
  { file: 'audit_log', table: schema.auditLog },
];

/** Every storage key an agency's rows point at (pictures, logo, document scans, vouchers). */
export async function agencyStorageKeys(ctx: Context): Promise<string[]> {
  const { where } = scoped(ctx);
  const [agency, users, customers, dependents, documents, vouchers] = await Promise.all([
    ctx.db.select({ key: schema.agencies.logo }).from(schema.agencies).where(eq(schema.agencies.id, ctx.agencyId)),
    ctx.db.select({ key: schema.users.picture }).from(schema.users).where(where(schema.users)),
    ctx.db.select({ key: schema.customers.picture }).from(schema.customers).where(where(schema.customers)),
    ctx.db.select({ key: schema.dependents.picture }).from(schema.dependents).where(where(schema.dependents)),
    ctx.db.select({ key: schema.documents.file_key }).from(schema.documents).where(where(schema.documents)),
    ctx.db.select({ key: schema.vouchers.file_key }).from(schema.vouchers).where(where(schema.vouchers)),
  ]);
  const keys = [agency, users, customers, dependents, documents, vouchers].flat().map((row) => row.key);
  // pictures may hold URLs from older imports; only storage keys are files of ours
  return [...new Set(keys.filter((key): key is string => !!key && /^[a-z0-9/_-]+(\.[a-z0-9]+)?$/.test(key)))];
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2), 'utf8');

/** The clients as a spreadsheet, one row each, headers in the owner's language. */
async function customersXlsx(rows: (typeof schema.customers.$inferSelect)[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(locale, 'clients.fileName').slice(0, 31) || 'clientes');
  const columns = ['id', 'first_name', 'last_name', 'email', 'phone', 'birth_date', 'cpf', 'gender', 'nationality', 'notes', 'created_at'] as const;
  sheet.columns = columns.map((key) => {
    const label = translate(locale, `clients.columns.${key}`);
    return { header: label.startsWith('clients.') ? key : label, key, width: 20 };
  });
  for (const row of rows) {
    const address = row.address ? Object.values(row.address).filter(Boolean).join(', ') : '';
    sheet.addRow({ ...row, notes: [row.notes, address].filter(Boolean).join('\n') || null });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The whole agency as a zip: one JSON per table, clientes.xlsx and every stored file under
 * files/<storage key>. Built in memory (the storage adapter takes a buffer); JSON is deflated, the
 * files (already compressed images and PDFs) are stored as they are.
 */
export async function buildAgencyZip(ctx: Context): Promise<Buffer> {
  const { agencyId, locale } = ctx;
  const { where } = scoped(ctx);
  const [agency, users, ...tables] = await Promise.all([
    ctx.db.select().from(schema.agencies).where(eq(schema.agencies.id, agencyId)),
    ctx.db.select(userColumns).from(schema.users).where(where(schema.users)),
    ...AGENCY_TABLES.map(({ table }) => ctx.db.select().from(table).where(where(table))),
  ]);
  const files: Zippable = {
    'agency.json': json(agency[0] ?? null),
    'users.json': json(users),
  };
  AGENCY_TABLES.forEach(({ file }, index) => (files[`${file}.json`] = json(tables[index])));
  files['clientes.xlsx'] = [await customersXlsx(tables[0] as (typeof schema.customers.$inferSelect)[], locale), { level: 0 }];
  const missing: string[] = [];
  for (const key of await agencyStorageKeys(ctx)) {
    const data = await ctx.deps.storage.get(key).catch(() => null);
    if (data) files[`files/${key}`] = [data, { level: 0 }];
    else missing.push(key);
  }
  files['README.txt'] = Buffer.from(
    [
      `Rumo: exportação dos dados da agência ${agency[0]?.name ?? agencyId} (${ctx.now.toISOString()}).`,
      'Um arquivo JSON por tabela; clientes.xlsx com os clientes; files/ com os arquivos enviados (chave de armazenamento = caminho).',
      'Usuários sem senhas. Valores monetários como texto decimal.',
      ...(missing.length ? ['', 'Arquivos não encontrados no armazenamento:', ...missing] : []),
    ].join('\n'),
    'utf8',
  );
  return Buffer.from(zipSync(files, { level: 6 }));
}
