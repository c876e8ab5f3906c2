import { hotelNights, type TrailType } from '@rumo/core';
import i18n from '../../app/i18n.ts';
import { dateBR, wallDateTime } from './format.ts';
import type { TrailItem } from './useTravels.ts';

/**
 * What a timeline card says about an item: a title and the key facts of its type. Labels come
 * from the same field names as the form (travels.trail.fields.*).
 */

export interface TrailFact {
  label: string;
  value: string;
}

type Values = Record<string, unknown>;
const text = (values: Values, name: string): string => {
  const value = values[name];
  return value == null ? '' : String(value);
};
const fieldLabel = (name: string) => i18n.t(`travels.trail.fields.${name}` as 'travels.trail.fields.name');

/** The headline of each type: who or what, in one line. */
export function trailTitle(trail: TrailItem): string {
  const v = trail as unknown as Values;
  switch (trail.type) {
    case 'flight': {
      const route = [text(v, 'departure_city'), text(v, 'arrival_city')].filter(Boolean);
      return route.length === 2 ? i18n.t('travels.itinerary.route', { from: route[0], to: route[1] }) : route.join('');
    }
    case 'bus':
    case 'boat':
      return i18n.t('travels.itinerary.route', { from: text(v, 'departure_place'), to: text(v, 'arrival_place') });
    case 'hotel':
      return text(v, 'hotel');
    case 'car':
      return [text(v, 'rental_company'), text(v, 'model')].filter(Boolean).join(' · ');
    case 'shield':
      return text(v, 'insurer');
    default:
      return text(v, 'name');
  }
}

/** Facts per type, in reading order; empty ones are left out. */
const FACTS: Record<TrailType, (v: Values) => [string, string][]> = {
  flight: (v) => [
    [fieldLabel('airline'), [text(v, 'airline'), text(v, 'flight_number')].filter(Boolean).join(' ')],
    [fieldLabel('locator'), text(v, 'locator')],
    [i18n.t('travels.itinerary.departure'), wallDateTime(text(v, 'departure_at'))],
    [i18n.t('travels.itinerary.arrival'), wallDateTime(text(v, 'arrival_at'))],
  ],
  hotel: (v) => {
    const nights = v.nights ?? hotelNights(text(v, 'check_in'), text(v, 'check_out'));
    return [
      [i18n.t('travels.itinerary.checkIn'), dateBR(text(v, 'check_in'))],
      [i18n.t('travels.itinerary.checkOut'), dateBR(text(v, 'check_out'))],
      [fieldLabel('nights'), nights == null ? '' : i18n.t('travels.itinerary.nights', { count: Number(nights) })],
      [fieldLabel('room_type'), text(v, 'room_type')],
      [fieldLabel('guest_count'), v.guest_count == null ? '' : i18n.t('travels.itinerary.guests', { count: Number(v.guest_count) })],
      [fieldLabel('reservation_code'), text(v, 'reservation_code')],
      [fieldLabel('responsible_name'), text(v, 'responsible_name')],
      [fieldLabel('address'), text(v, 'address')],
      [fieldLabel('contact_phone'), text(v, 'contact_phone')],
    ];
  },
  car: (v) => [
    [i18n.t('travels.itinerary.pickup'), [wallDateTime(text(v, 'pickup_at')), text(v, 'pickup_address')].filter(Boolean).join(' · ')],
    [i18n.t('travels.itinerary.return'), [wallDateTime(text(v, 'return_at')), text(v, 'return_address')].filter(Boolean).join(' · ')],
    [fieldLabel('reservation_code'), text(v, 'reservation_code')],
    [fieldLabel('contact_phone'), text(v, 'contact_phone')],
  ],
  shield: (v) => [
    [fieldLabel('policy_number'), text(v, 'policy_number')],
    [fieldLabel('coverage'), text(v, 'coverage')],
    [fieldLabel('start_date'), dateBR(text(v, 'start_date'))],
    [fieldLabel('end_date'), dateBR(text(v, 'end_date'))],
    [fieldLabel('emergency_phone'), text(v, 'emergency_phone')],
  ],
  bus: (v) => [
    [fieldLabel('company'), text(v, 'company')],
    [i18n.t('travels.itinerary.departure'), wallDateTime(text(v, 'departure_at'))],
    [i18n.t('travels.itinerary.arrival'), wallDateTime(text(v, 'arrival_at'))],
    [fieldLabel('seat'), text(v, 'seat')],
    [fieldLabel('reservation_code'), text(v, 'reservation_code')],
  ],
  boat: (v) => [
    [fieldLabel('company'), text(v, 'company')],
    [i18n.t('travels.itinerary.departure'), wallDateTime(text(v, 'departure_at'))],
    [i18n.t('travels.itinerary.arrival'), wallDateTime(text(v, 'arrival_at'))],
    [fieldLabel('cabin'), text(v, 'cabin')],
    [fieldLabel('reservation_code'), text(v, 'reservation_code')],
  ],
  activity: (v) => timed(v, ['company', 'address', 'reservation_code', 'contact_phone']),
  restaurant: (v) => [
    [i18n.t('travels.itinerary.at'), wallDateTime(text(v, 'starts_at'))],
    [fieldLabel('address'), text(v, 'address')],
    [fieldLabel('reservation_code'), text(v, 'reservation_code')],
    [fieldLabel('contact_phone'), text(v, 'contact_phone')],
  ],
  meeting: (v) => timed(v, ['address', 'contact_phone']),
  other: (v) => timed(v, ['company', 'address', 'reservation_code']),
};

function timed(v: Values, rest: string[]): [string, string][] {
  return [
    [i18n.t('travels.itinerary.from'), wallDateTime(text(v, 'starts_at'))],
    [i18n.t('travels.itinerary.until'), wallDateTime(text(v, 'ends_at'))],
    ...rest.map((name): [string, string] => [fieldLabel(name), text(v, name)]),
  ];
}

export function trailFacts(trail: TrailItem): TrailFact[] {
  return FACTS[trail.type](trail as unknown as Values)
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => ({ label, value }));
}
