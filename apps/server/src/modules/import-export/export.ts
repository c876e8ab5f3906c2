import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { todayIn, translate, zonedParts, type CustomerExportQuery, type Locale } from '@rumo/core';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Context } from '../../platform/context/context.ts';
import { allCustomers, type CustomerOut } from '../customers/service.ts';
import { EXPORT_COLUMNS, isoDate, pad, type ExportColumn } from './columns.ts';
import { XLSX_MIME } from './spreadsheet.ts';

/** Client export: the client list as xlsx or CSV, in the agency's language and zone. */


const brDate = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
/** "yyyy-mm-dd" -> a Date at UTC midnight: the calendar day Excel shows. */
const excelDay = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
/** An instant as the wall clock of the agency's zone, written as a zone-less Excel date. */
const excelWallClock = (date: Date | null, zone: string) => {
  if (!date) return null;
  const { date: day, time } = zonedParts(date, zone);
  return new Date(`${day}T${time}Z`);
};
const brDateTime = (date: Date | null, zone: string) => {
  const wall = excelWallClock(date, zone);
  if (!wall) return '';
  return `${brDate(isoDate(wall))} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
};

type ExportValue = string | number | Date | null;

function exportValues(customer: CustomerOut, locale: Locale, zone: string, asText: boolean): Record<ExportColumn, ExportValue> {
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
    next_trip: nextTrip ? `${nextTrip.name} (${brDate(zonedParts(nextTrip.going, zone).date)})` : null,
    created_by: customer.created_by ? `${customer.created_by.first_name} ${customer.created_by.last_name}` : null,
    created_at: asText ? brDateTime(customer.created_at, zone) : excelWallClock(customer.created_at, zone),
  };
}

const WIDTHS: Partial<Record<ExportColumn, number>> = { email: 30, notes: 40, personality_tags: 25, street: 30, next_trip: 30, created_by: 22 };

async function xlsxOf(rows: CustomerOut[], locale: Locale, zone: string): Promise<Buffer> {
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
  for (const customer of rows) sheet.addRow(exportValues(customer, locale, zone, false));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV with a BOM (Excel reads it as UTF-8); ';' for pt and es (decimal-comma locales), ',' for en. */
function csvOf(rows: CustomerOut[], locale: Locale, zone: string): Buffer {
  const csv = Papa.unparse(
    {
      fields: EXPORT_COLUMNS.map((key) => translate(locale, `clients.columns.${key}`)),
      data: rows.map((customer) => {
        const values = exportValues(customer, locale, zone, true);
        return EXPORT_COLUMNS.map((key) => values[key] ?? '');
      }),
    },
    { delimiter: locale === 'en' ? ',' : ';', newline: '\r\n', escapeFormulae: true },
  );
  return Buffer.from(`\uFEFF${csv}\r\n`, 'utf8');
}

/** GET /customers/export: the client list with the filters of /customers/all, every row; days and times in the agency's zone. */
export async function exportCustomers(ctx: Context, query: CustomerExportQuery) {
  const format = query.format ?? 'xlsx';
  const { locale, timeZone } = ctx;
  const rows = await allCustomers(ctx, query);
  const body = format === 'xlsx' ? await xlsxOf(rows, locale, timeZone) : csvOf(rows, locale, timeZone);
  await recordAudit(ctx, { action: 'export', entity: 'customer', details: { format, count: rows.length } });
  return {
    body,
    contentType: format === 'xlsx' ? XLSX_MIME : 'text/csv; charset=utf-8',
    fileName: `${translate(locale, 'clients.fileName')}-${todayIn(timeZone, ctx.now)}.${format}`,
  };
}
