import { ITINERARY_ACTIVITIES, TRAIL_TIMELINE, uiCatalogs, type Locale, type SharedTrail, type SharedTrip } from '@rumo/core';
import { buildCalendar, type CalendarEvent, type CalendarTime } from '../../lib/icalendar.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Fields a traveller wants in the event's notes, in this order. */
const NOTE_FIELDS = ['flight_number', 'terminal', 'locator', 'reservation_code', 'seat', 'cabin', 'room_type', 'policy_number', 'coverage', 'emergency_phone', 'contact_phone'];
/** Where the item happens, first field that has a value. */
const PLACE_FIELDS = ['address', 'pickup_address', 'departure_place', 'departure_city'];

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** Date-only fields (hotel check-in, insurance) make all-day events; wall times use the item's instants. */
function timesOf(item: SharedTrail): { start: CalendarTime; end: CalendarTime } | null {
  const timeline = TRAIL_TIMELINE[item.type];
  const startValue = text(item.fields[timeline.start]);
  const endValue = timeline.end ? text(item.fields[timeline.end]) : '';
  if (DATE_ONLY.test(startValue)) {
    // DTEND of an all-day event is exclusive: the check-out day is kept in the event
    const last = DATE_ONLY.test(endValue) && endValue >= startValue ? endValue : startValue;
    return { start: { date: startValue }, end: { date: nextDay(last) } };
  }
  if (!item.starts_at) return null;
  const start = new Date(item.starts_at);
  const end = item.ends_at && new Date(item.ends_at) > start ? new Date(item.ends_at) : new Date(start.getTime() + HOUR_MS);
  return { start: { instant: start }, end: { instant: end } };
}

/** GET /public/travels/share/{token}/calendar.ics: one event per dated itinerary item. */
export function tripCalendar(trip: SharedTrip, options: { locale: Locale; host: string; pageUrl: string; now?: Date }): string {
  const labels = uiCatalogs[options.locale].travels.trail.fields as Record<string, string>;
  const events: CalendarEvent[] = [];
  for (const item of trip.itinerary) {
    const times = timesOf(item);
    if (!times) continue;
    const notes = NOTE_FIELDS.filter((name) => text(item.fields[name])).map((name) => `${labels[name] ?? name}: ${text(item.fields[name])}`);
    const place = PLACE_FIELDS.map((name) => text(item.fields[name])).find(Boolean);
    events.push({
      uid: `trail-${item.id}@${options.host}`,
      ...times,
      summary: `${ITINERARY_ACTIVITIES[item.type].labels[options.locale]}: ${item.description}`,
      location: place ?? null,
      description: [...notes, `${trip.agency.name}${trip.agency.phone_display ? ` · ${trip.agency.phone_display}` : ''}`].join('\n'),
      url: options.pageUrl,
    });
  }
  return buildCalendar(events, { name: trip.trip.name, productId: '-//Rumo//Viagem//PT', now: options.now });
}
