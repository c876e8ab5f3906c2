/** The client spreadsheet's columns, shared by the import (which reads them) and the export (which writes them). */

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
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export const pad = (n: number) => String(n).padStart(2, '0');
/** The UTC calendar day of a Date ("yyyy-mm-dd"): how spreadsheet cells carry days. */
export const isoDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
