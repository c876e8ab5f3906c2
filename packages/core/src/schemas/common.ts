import { z } from 'zod';
import {
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  ID_MAX,
  LIST_LIMIT_MAX,
  PAGINATION_DEFAULT_LIMIT,
  PHONE_MAX_LENGTH,
  TRIP_DATE_TIME,
  TRIP_TZ_OFFSET,
} from '../constants.ts';
import { SORT_ORDERS } from '../enums.ts';
import { formatScheduledTo, scheduledToClock } from '../dates.ts';
import { shownZone, wallClockInstant } from '../wall-clock.ts';
import type { MessageKey } from '../i18n/types.ts';

/**
 * Building blocks shared by every API schema.
 * Custom error messages are message keys of i18n/messages; the server translates them per
 * Accept-Language and maps issues without a custom message by their zod issue code.
 */

/** `{ error: key }`, typed so only existing message keys compile. */
export const keyError = (key: MessageKey) => ({ error: key });

/** Refinement options that report 'validation.endBeforeStart' under the end field. */
export const endBeforeStartAt = (field: string) => ({
  error: 'validation.endBeforeStart' as MessageKey,
  path: [field],
});

/** Enum whose missing value says "required" and whose wrong value says "invalid choice". */
export function choiceOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidChoice'),
  });
}

/** '' and whitespace-only strings become null, so an emptied optional form field clears the value. */
function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/**
 * Optional request field: missing = leave unchanged, null or '' = clear.
 * The input type stays the wrapped schema's input (plus null and '').
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z
    .preprocess(blankToNull as (value: z.input<T> | '' | null) => unknown, schema.nullable())
    .optional();
}

// ---------- ids ----------

/** Row id: bounded to the int4 column, so a larger number is a field error, never a database error. */
export const idSchema = z.number().int().positive().max(ID_MAX);
/** Id in a path or query string ("12" -> 12), bounded like idSchema. */
export const idQuerySchema = z.coerce.number().int().positive().max(ID_MAX);
/** `/{id}` path parameter. */
export const idParamSchema = z.object({ id: idQuerySchema });
export type IdParam = z.infer<typeof idParamSchema>;

// ---------- text ----------

/**
 * C0 control characters but tab, line feed and carriage return, and DEL. PostgreSQL cannot store
 * NUL in text at all, and the others only garble screens, exports and e-mails.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

/** Any text a client sends: a string without control characters. Every request text builds on it. */
export const textSchema = () => z.string().refine(hasNoControlCharacters, keyError('validation.controlCharacters'));

/**
 * Text pasted from other programs (e-mails, PDFs, GDS screens), read and never stored: control
 * characters become spaces instead of refusing the paste.
 */
export const pastedText = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), ' '))
    .pipe(requiredText(max));

/** Trimmed, non-empty ('validation.required'), at most `max` characters. */
export const requiredText = (max = 200) => textSchema().trim().min(1, keyError('validation.required')).max(max);
/** Trimmed optional text; '' becomes null. */
export const optionalText = (max = 200) => optionalField(textSchema().trim().max(max));

// ---------- dates ----------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Years outside 1900-2100 are typing errors; year 0 and 10000 break date arithmetic downstream. */
const inYearRange = (year: number) => year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!inYearRange(y) || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Calendar date "yyyy-mm-dd" (a real day of a real month, years 1900-2100). */
export const dateSchema = z.string().refine(isCalendarDate, keyError('validation.dateInvalid'));

/** "yyyy-mm-ddTHH:MM[:SS]" or "yyyy-mm-dd HH:MM[:SS]" -> "yyyy-mm-ddTHH:MM:SS"; null when invalid. */
export function normalizeLocalDateTime(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match || !isCalendarDate(match[1]!)) return null;
  const [hh, mi, ss = '00'] = [match[2]!, match[3]!, match[4]];
  if (Number(hh) > 23 || Number(mi) > 59 || Number(ss) > 59) return null;
  return `${match[1]}T${hh}:${mi}:${ss}`;
}

/**
 * Wall-clock date and time without a zone, "yyyy-mm-ddTHH:MM:SS": itinerary times are local to
 * the place (a flight departs 10:00 in Lisbon), so they are not instants.
 */
export const localDateTimeSchema = z
  .string()
  .refine((value) => normalizeLocalDateTime(value) !== null, keyError('validation.dateInvalid'))
  .transform((value) => normalizeLocalDateTime(value)!);

/** "yyyy-mm-dd" or a local date-time read at `offset` (default the trip zone, -03:00) -> Date. */
export function localToInstant(value: string, offset: string = TRIP_TZ_OFFSET): Date | null {
  if (isCalendarDate(value)) return new Date(`${value}T${TRIP_DATE_TIME}${offset}`);
  const local = normalizeLocalDateTime(value);
  return local ? new Date(`${local}${offset}`) : null;
}

/** An ISO instant with offset within the accepted years, or null. */
function offsetInstant(text: string): Date | null {
  if (!OFFSET_DATE_TIME.test(text) || !inYearRange(Number(text.slice(0, 4)))) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Reads a trip instant input: an ISO instant with offset as it is; "yyyy-mm-dd" (12:00:00) or a local
 * date-time as a wall clock the server places on the agency's clock (wall-clock.ts `inZone`).
 */
export function parseTripInstant(value: string): Date | null {
  const text = value.trim();
  if (OFFSET_DATE_TIME.test(text)) return offsetInstant(text);
  if (isCalendarDate(text)) return wallClockInstant(text, TRIP_DATE_TIME);
  const local = normalizeLocalDateTime(text);
  return local ? wallClockInstant(local.slice(0, 10), local.slice(11)) : null;
}

/**
 * Trip going/back in a request. Accepts "yyyy-mm-dd", "yyyy-mm-ddT12:00:00" (on the agency's
 * clock, once the server calls `inZone`) or a full ISO instant with offset; decodes to a Date.
 */
export const tripInstantSchema = z.codec(
  z.string().refine((value) => parseTripInstant(value) !== null, keyError('validation.dateInvalid')),
  z.date(),
  { decode: (value) => parseTripInstant(value)!, encode: (date) => date.toISOString() },
);

/** The wall clock of a task-format "dd/mm/yyyy HH:MM:SS" as a Date the server places with `inZone`, or null. */
function scheduledToInstant(value: string): Date | null {
  const clock = scheduledToClock(value);
  return clock ? wallClockInstant(clock.date, clock.time) : null;
}

/** Any instant in a request: ISO with offset, or the task format "dd/mm/yyyy HH:MM:SS" (agency's clock, via `inZone`). */
export const instantInputSchema = z.codec(
  z
    .string()
    .refine(
      (value) => offsetInstant(value.trim()) !== null || scheduledToClock(value) !== null,
      keyError('validation.dateInvalid'),
    ),
  z.date(),
  {
    decode: (value) => (OFFSET_DATE_TIME.test(value.trim()) ? new Date(value.trim()) : scheduledToInstant(value)!),
    encode: (date) => date.toISOString(),
  },
);

/**
 * An instant in a response: the server hands a Date (drizzle timestamptz), the wire carries the
 * ISO string, and the web can decode it back to a Date with the same schema.
 */
export const instantSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});

/**
 * "dd/mm/yyyy HH:MM:SS" on the wire, Date in code: checklist scheduled_to. The wire has no zone: the
 * server reads it on the agency's clock (`inZone`) and writes it there (`shownIn`).
 */
export const scheduledToSchema = z.codec(
  z
    .string({ error: (issue) => (issue.input == null ? 'validation.dateRequired' : undefined) })
    .min(1, { error: 'validation.dateRequired', abort: true })
    .refine((value) => scheduledToClock(value) !== null, keyError('validation.dateInvalid')),
  z.date(),
  { decode: (value) => scheduledToInstant(value)!, encode: (date) => formatScheduledTo(date, shownZone(date)) },
);

// ---------- money, phone, e-mail ----------

/** Exact decimal string with up to 2 decimals, fits numeric(14,2): "1234.56", "-10", "0.5". */
export const moneySchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/, keyError('validation.invalid'));

/** Exchange rate as a decimal string, up to 6 decimals: "5.123456". */
export const rateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,6})?$/, keyError('validation.invalid'));

/** ISO 4217 code, upper-cased: "BRL", "USD". */
export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, keyError('validation.invalidChoice'));

/** International phone as typed in the phone input: at most 25 characters, 8 to 15 digits. */
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, keyError('validation.phoneInvalid'))
  .refine((value) => {
    if (!/^\+?[\d\s().-]+$/.test(value)) return false;
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, keyError('validation.phoneInvalid'));

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(keyError('validation.email')).max(254));

// ---------- lists ----------

/** Query-string value: '' means absent. */
export function queryOptional<T extends z.ZodType>(schema: T) {
  return z
    .preprocess(
      ((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)) as (
        value: z.input<T> | '' | undefined,
      ) => unknown,
      schema.optional(),
    )
    .optional();
}

export const sortOrderSchema = z.preprocess(
  ((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)) as (
    value: string,
  ) => unknown,
  choiceOf(SORT_ORDERS),
);

/** limit (default 5, max 10000) and offset (default 0), coerced from the query string. */
export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(PAGINATION_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(ID_MAX).default(0),
});

/**
 * Standard list query. Sorting is either `ordering` ("-going", Django style) or
 * `sortBy` + `sortOrder`; areas narrow `sortBy` to their sortable columns.
 */
export const listQuerySchema = paginationQuerySchema.extend({
  ordering: queryOptional(
    z
      .string()
      .trim()
      .regex(/^-?[a-z_]{1,64}$/, keyError('validation.invalidChoice')),
  ),
  sortBy: queryOptional(textSchema().trim().max(64)),
  sortOrder: queryOptional(sortOrderSchema),
  search: queryOptional(textSchema().trim().max(200)),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

/** List query whose sortBy is one of `columns`. */
export function listQueryWith<const T extends readonly [string, ...string[]]>(columns: T) {
  return listQuerySchema.extend({ sortBy: queryOptional(choiceOf(columns)) });
}

/** Paged list response `{count, next, previous, results}`; next/previous are URLs or null. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

// ---------- common responses ----------

export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

/** A stored file as the API shows it. */
export const fileInfoSchema = z.object({
  url: z.string(),
  file_name: z.string(),
  mime: z.string(),
  size: z.number().int().min(0),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

const BRAZIL = /^(br|bra|brasil|brazil)$/i;

/** Postal address. A CEP (8 digits, dash optional) is checked only for Brazilian addresses. */
export const addressSchema = z
  .object({
    cep: optionalText(20),
    street: optionalText(200),
    number: optionalText(20),
    complement: optionalText(100),
    neighborhood: optionalText(100),
    city: optionalText(100),
    state: optionalText(50),
    country: optionalText(100),
  })
  .superRefine((address, ctx) => {
    const brazilian = !address.country || BRAZIL.test(address.country);
    if (address.cep && brazilian && !/^\d{5}-?\d{3}$/.test(address.cep)) {
      ctx.addIssue({ code: 'custom', path: ['cep'], message: 'validation.invalid' });
    }
  });
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

export const addressResponseSchema = z.object({
  cep: z.string().nullish(),
  street: z.string().nullish(),
  number: z.string().nullish(),
  complement: z.string().nullish(),
  neighborhood: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string().nullish(),
});
