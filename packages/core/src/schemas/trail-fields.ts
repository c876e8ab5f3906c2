import type { TrailType } from '../enums.ts';

/**
 * The per-type fields of the ten itinerary item types, declared once: they drive the zod schemas
 * of trails.ts and the web's single trail form and table.
 */

export const FIELD_KINDS = ['text', 'date', 'datetime', 'number', 'money', 'phone'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldSpec {
  readonly name: string;
  /** date = "yyyy-mm-dd"; datetime = local wall time "yyyy-mm-ddTHH:MM:SS" (no zone). */
  readonly kind: FieldKind;
  readonly required: boolean;
  /** Options come from a lookup list of GET /utils/... */
  readonly lookup?: 'currencies' | 'payment_options';
  /** Long free text (a textarea). */
  readonly multiline?: boolean;
}

const field = <const N extends string, const K extends FieldKind, const R extends boolean = false>(
  name: N,
  kind: K,
  required?: R,
) => ({ name, kind, required: (required ?? false) as R });

export const TRAIL_FIELDS = {
  activity: [
    field('name', 'text', true),
    field('company', 'text'),
    field('address', 'text'),
    field('starts_at', 'datetime', true),
    field('ends_at', 'datetime'),
    field('reservation_code', 'text'),
    field('contact_phone', 'phone'),
  ],
  flight: [
    field('airline', 'text'),
    field('flight_number', 'text'),
    field('locator', 'text'),
    field('terminal', 'text'),
    field('departure_city', 'text', true),
    field('arrival_city', 'text', true),
    field('departure_at', 'datetime', true),
    field('arrival_at', 'datetime'),
  ],
  hotel: [
    field('hotel', 'text', true),
    field('address', 'text'),
    field('reservation_code', 'text'),
    field('responsible_name', 'text'),
    field('room_type', 'text'),
    field('guest_count', 'number'),
    field('check_in', 'date', true),
    field('check_out', 'date', true),
    field('nights', 'number'),
    field('contact_phone', 'phone'),
  ],
  restaurant: [
    field('name', 'text', true),
    field('address', 'text'),
    field('starts_at', 'datetime'),
    field('reservation_code', 'text'),
    field('contact_phone', 'phone'),
  ],
  meeting: [
    field('name', 'text', true),
    field('address', 'text'),
    field('starts_at', 'datetime', true),
    field('ends_at', 'datetime'),
    field('contact_phone', 'phone'),
  ],
  car: [
    field('rental_company', 'text', true),
    field('model', 'text'),
    field('reservation_code', 'text'),
    field('pickup_at', 'datetime', true),
    field('pickup_address', 'text'),
    field('return_at', 'datetime'),
    field('return_address', 'text'),
    field('contact_phone', 'phone'),
  ],
  bus: [
    field('company', 'text'),
    field('reservation_code', 'text'),
    field('departure_place', 'text', true),
    field('arrival_place', 'text', true),
    field('departure_at', 'datetime', true),
    field('arrival_at', 'datetime'),
    field('seat', 'text'),
  ],
  boat: [
    field('company', 'text'),
    field('reservation_code', 'text'),
    field('departure_place', 'text', true),
    field('arrival_place', 'text', true),
    field('departure_at', 'datetime', true),
    field('arrival_at', 'datetime'),
    field('cabin', 'text'),
  ],
  other: [
    field('name', 'text', true),
    field('company', 'text'),
    field('address', 'text'),
    field('starts_at', 'datetime'),
    field('ends_at', 'datetime'),
    field('reservation_code', 'text'),
  ],
  shield: [
    field('insurer', 'text', true),
    field('policy_number', 'text'),
    field('coverage', 'text'),
    field('start_date', 'date'),
    field('end_date', 'date'),
    field('emergency_phone', 'phone'),
  ],
} as const satisfies Record<TrailType, readonly FieldSpec[]>;

/** Fields every type has, in form order. */
export const TRAIL_SHARED_FIELDS: readonly FieldSpec[] = [
  { name: 'currency', kind: 'text', required: true, lookup: 'currencies' },
  { name: 'investment', kind: 'money', required: false },
  { name: 'sale_price', kind: 'money', required: false },
  { name: 'payment_method', kind: 'text', required: false, lookup: 'payment_options' },
  { name: 'notes', kind: 'text', required: false, multiline: true },
];

/**
 * Which fields place an item in time: the server stores them as trails.starts_at / ends_at
 * (instants, read in the trip zone) to order the itinerary.
 */
export const TRAIL_TIMELINE: Record<TrailType, { start: string; end: string | null }> = {
  activity: { start: 'starts_at', end: 'ends_at' },
  flight: { start: 'departure_at', end: 'arrival_at' },
  hotel: { start: 'check_in', end: 'check_out' },
  restaurant: { start: 'starts_at', end: null },
  meeting: { start: 'starts_at', end: 'ends_at' },
  car: { start: 'pickup_at', end: 'return_at' },
  bus: { start: 'departure_at', end: 'arrival_at' },
  boat: { start: 'departure_at', end: 'arrival_at' },
  other: { start: 'starts_at', end: 'ends_at' },
  shield: { start: 'start_date', end: 'end_date' },
};
