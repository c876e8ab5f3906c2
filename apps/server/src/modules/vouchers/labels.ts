import { TRAIL_TIMELINE, type TrailType } from '@rumo/core';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const join = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');
const route = (from: unknown, to: unknown) => [text(from), text(to)].filter(Boolean).join(' → ');

/** A short label of an itinerary item for lists, reports and the PDF: hotel name, "GRU → LIS", insurer... */
export function describeTrail(type: TrailType, details: Record<string, unknown>): string {
  switch (type) {
    case 'flight':
      return [join(details.airline, details.flight_number), route(details.departure_city, details.arrival_city)].filter(Boolean).join(' · ');
    case 'hotel':
      return text(details.hotel) ?? '';
    case 'car':
      return join(details.rental_company, details.model);
    case 'bus':
    case 'boat':
      return [text(details.company), route(details.departure_place, details.arrival_place)].filter(Boolean).join(' · ');
    case 'shield':
      return join(details.insurer, details.policy_number);
    default:
      return text(details.name) ?? '';
  }
}

/** Local start date "yyyy-mm-dd" of an item, from its own start field (wall time of the place). */
export function trailDate(type: TrailType, details: Record<string, unknown>): string | null {
  const value = details[TRAIL_TIMELINE[type].start];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** Local start time "HH:MM" of an item, when its start field has one. */
export function trailTime(type: TrailType, details: Record<string, unknown>): string | null {
  const value = details[TRAIL_TIMELINE[type].start];
  return typeof value === 'string' && /T\d{2}:\d{2}/.test(value) ? value.slice(11, 16) : null;
}

/** A file-name-safe slug of a trip name: "Férias em São Paulo" -> "ferias-em-sao-paulo". */
export function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
