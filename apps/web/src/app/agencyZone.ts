import { DEFAULT_TIME_ZONE, timeZoneOr } from '@rumo/core';

/**
 * The agency's IANA time zone (Minha conta), in which the web reads the days and times of trips,
 * tasks and alerts. Set from the account info as soon as it loads, before any screen that shows
 * them; America/Sao_Paulo until then and for an unknown zone. Flight times are wall-clock times of
 * their airports and never pass through it.
 */
let zone: string = DEFAULT_TIME_ZONE;

export const agencyZone = (): string => zone;

export function setAgencyZone(next: string | null | undefined): void {
  zone = timeZoneOr(next);
}
