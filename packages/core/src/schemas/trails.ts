import { z } from 'zod';
import { ITINERARY_ACTIVITIES } from '../activities.ts';
import { TRAIL_TYPES, type TrailType } from '../enums.ts';
import {
  currencySchema,
  dateSchema,
  idSchema,
  instantSchema,
  localDateTimeSchema,
  localToInstant,
  moneySchema,
  optionalField,
  optionalText,
  phoneSchema,
  requiredText,
} from './common.ts';
import { TRAIL_FIELDS, TRAIL_TIMELINE, type FieldKind } from './trail-fields.ts';

/**
 * Itinerary items (trails). The ten types share currency, investment, sale price, payment method
 * and notes; their own fields come from TRAIL_FIELDS (trail-fields.ts).
 */

/**
 * Start/end pairs that must not be reversed. Flights, buses and boats are left out: their local
 * times belong to two zones, so an arrival may read earlier than the departure.
 */
const TRAIL_RANGES: Partial<Record<TrailType, readonly [string, string]>> = {
  activity: ['starts_at', 'ends_at'],
  hotel: ['check_in', 'check_out'],
  meeting: ['starts_at', 'ends_at'],
  car: ['pickup_at', 'return_at'],
  other: ['starts_at', 'ends_at'],
  shield: ['start_date', 'end_date'],
};

// ---------- field kinds -> zod ----------

const TEXT_MAX = 500;
const countSchema = z.number().int().min(0).max(100_000);

const REQUIRED_KIND = {
  text: requiredText(TEXT_MAX),
  date: dateSchema,
  datetime: localDateTimeSchema,
  number: countSchema,
  money: moneySchema,
  phone: phoneSchema,
};
const OPTIONAL_KIND = {
  text: optionalText(TEXT_MAX),
  date: optionalField(dateSchema),
  datetime: optionalField(localDateTimeSchema),
  number: countSchema.nullish(),
  money: optionalField(moneySchema),
  phone: optionalField(phoneSchema),
};
const RESPONSE_KIND = {
  text: z.string().nullish(),
  date: z.string().nullish(),
  datetime: z.string().nullish(),
  number: z.number().nullish(),
  money: z.string().nullish(),
  phone: z.string().nullish(),
};

type Spec = { readonly name: string; readonly kind: FieldKind; readonly required: boolean };
type RequestShape<F extends readonly Spec[]> = {
  [S in F[number] as S['name']]: S['required'] extends true
    ? (typeof REQUIRED_KIND)[S['kind']]
    : (typeof OPTIONAL_KIND)[S['kind']];
};
type ResponseShape<F extends readonly Spec[]> = {
  [S in F[number] as S['name']]: (typeof RESPONSE_KIND)[S['kind']];
};

function requestShape<const F extends readonly Spec[]>(fields: F): RequestShape<F> {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.required ? REQUIRED_KIND[f.kind] : OPTIONAL_KIND[f.kind]]),
  ) as RequestShape<F>;
}
function responseShape<const F extends readonly Spec[]>(fields: F): ResponseShape<F> {
  return Object.fromEntries(fields.map((f) => [f.name, RESPONSE_KIND[f.kind]])) as ResponseShape<F>;
}

// ---------- requests ----------

const sharedRequestFields = {
  currency: currencySchema.default('BRL'),
  investment: optionalField(moneySchema),
  sale_price: optionalField(moneySchema),
  payment_method: optionalText(100),
  notes: optionalText(5000),
  /** Order among items of the same time; the server appends when missing. */
  position: z.number().int().min(0).optional(),
};

function createMember<const T extends TrailType>(type: T) {
  return z.object({
    type: z.literal(type),
    travel_id: idSchema,
    ...sharedRequestFields,
    ...requestShape(TRAIL_FIELDS[type]),
  });
}
function updateMember<const T extends TrailType>(type: T) {
  return z.object({
    id: idSchema,
    type: z.literal(type),
    ...sharedRequestFields,
    ...requestShape(TRAIL_FIELDS[type]),
  });
}

function checkRanges(trail: { type: TrailType }, ctx: z.RefinementCtx): void {
  const range = TRAIL_RANGES[trail.type];
  if (!range) return;
  const values = trail as unknown as Record<string, unknown>;
  const [start, end] = [values[range[0]], values[range[1]]];
  if (typeof start === 'string' && typeof end === 'string' && end < start) {
    ctx.addIssue({ code: 'custom', path: [range[1]], message: 'validation.endBeforeStart' });
  }
}

const typeError = { error: 'validation.invalidChoice' } as const;

/** POST /travels/trail */
export const trailCreateSchema = z
  .discriminatedUnion(
    'type',
    [
      createMember('activity'),
      createMember('flight'),
      createMember('hotel'),
      createMember('restaurant'),
      createMember('meeting'),
      createMember('car'),
      createMember('bus'),
      createMember('boat'),
      createMember('other'),
      createMember('shield'),
    ],
    typeError,
  )
  .superRefine(checkRanges);
export type TrailCreate = z.infer<typeof trailCreateSchema>;
export type TrailCreateInput = z.input<typeof trailCreateSchema>;

/** PUT /travels/trail: the whole item again (the form always sends every field), with its id. */
export const trailUpdateSchema = z
  .discriminatedUnion(
    'type',
    [
      updateMember('activity'),
      updateMember('flight'),
      updateMember('hotel'),
      updateMember('restaurant'),
      updateMember('meeting'),
      updateMember('car'),
      updateMember('bus'),
      updateMember('boat'),
      updateMember('other'),
      updateMember('shield'),
    ],
    typeError,
  )
  .superRefine(checkRanges);
export type TrailUpdate = z.infer<typeof trailUpdateSchema>;
export type TrailUpdateInput = z.input<typeof trailUpdateSchema>;

// ---------- responses ----------

function responseMember<const T extends TrailType>(type: T) {
  return z.object({
    id: z.number().int(),
    travel_id: z.number().int(),
    type: z.literal(type),
    currency: z.string(),
    investment: z.string().nullable(),
    sale_price: z.string().nullable(),
    payment_method: z.string().nullable(),
    notes: z.string().nullable(),
    position: z.number().int(),
    starts_at: instantSchema.nullable(),
    ends_at: instantSchema.nullable(),
    created_at: instantSchema,
    ...responseShape(TRAIL_FIELDS[type]),
  });
}

/** One itinerary item as the API returns it (flat: shared and per-type fields side by side). */
export const trailSchema = z.discriminatedUnion('type', [
  responseMember('activity'),
  responseMember('flight'),
  responseMember('hotel'),
  responseMember('restaurant'),
  responseMember('meeting'),
  responseMember('car'),
  responseMember('bus'),
  responseMember('boat'),
  responseMember('other'),
  responseMember('shield'),
]);
export type Trail = z.infer<typeof trailSchema>;

export { ITINERARY_ACTIVITIES };

/** GET /travels/itinerary-activities: the trail types, label in the request's language, all labels and icon. */
export const itineraryActivitySchema = z.object({
  type: z.enum(TRAIL_TYPES),
  label: z.string(),
  labels: z.object({ pt: z.string(), es: z.string(), en: z.string() }),
  icon: z.string(),
});
export const itineraryActivitiesResponseSchema = z.array(itineraryActivitySchema);

// ---------- helpers for the server ----------

/** The per-type fields of a parsed trail, for the details jsonb column. */
export function trailDetails(trail: { type: TrailType }): Record<string, unknown> {
  const values = trail as unknown as Record<string, unknown>;
  const details: Record<string, unknown> = {};
  for (const spec of TRAIL_FIELDS[trail.type] as readonly Spec[]) {
    if (values[spec.name] !== undefined) details[spec.name] = values[spec.name];
  }
  return details;
}

/** starts_at / ends_at instants of a parsed trail, read in the trip zone (or `offset`). */
export function trailTimeline(
  trail: { type: TrailType },
  offset?: string,
): { starts_at: Date | null; ends_at: Date | null } {
  const values = trail as unknown as Record<string, unknown>;
  const { start, end } = TRAIL_TIMELINE[trail.type];
  const read = (name: string | null) => {
    const value = name ? values[name] : null;
    return typeof value === 'string' ? localToInstant(value, offset) : null;
  };
  return { starts_at: read(start), ends_at: read(end) };
}

/** Nights between two "yyyy-mm-dd" dates (hotel), or null when either is missing. */
export function hotelNights(
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
): number | null {
  if (!checkIn || !checkOut) return null;
  const nights = Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000,
  );
  return Number.isNaN(nights) ? null : Math.max(0, nights);
}
