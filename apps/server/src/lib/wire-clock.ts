import { toTripZone, TRIP_TZ_OFFSET, zonedInstant, zonedParts } from '@rumo/core';

/**
 * Checklist times travel as a zone-less wall clock ("dd/mm/yyyy HH:MM:SS"); core's codec turns that
 * clock into an instant at the fixed TRIP_TZ_OFFSET and back. The agency's clock is what the person
 * typed and reads, so the server moves the codec's instant to the same clock in the agency's zone
 * on the way in, and back on the way out. The one documented fixed-offset place of the server: it
 * goes when core's codec takes the zone.
 */
export const fromWireClock = (decoded: Date, zone: string): Date => {
  const { date, time } = toTripZone(decoded);
  return zonedInstant(date, time, zone);
};

export const toWireClock = (instant: Date, zone: string): Date => {
  const { date, time } = zonedParts(instant, zone);
  return new Date(`${date}T${time}${TRIP_TZ_OFFSET}`);
};
