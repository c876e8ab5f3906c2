import airportsJson from '../data/airports.json' with { type: 'json' };
import airlinesJson from '../data/airlines.json' with { type: 'json' };

/** [name, city, countryCode, ianaTimeZone, latitude?, longitude?] as stored in data/airports.json. */
export type AirportRow = [string, string, string, string, number?, number?];

export interface AirportInfo {
  code: string;
  name: string;
  city: string;
  country: string;
  /** IANA time zone, or null when unknown. */
  tz: string | null;
}

export interface AirlineInfo {
  code: string;
  name: string;
}

const airports = airportsJson as unknown as Record<string, AirportRow>;
const airlines = airlinesJson as unknown as Record<string, string>;

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** Airport (or metropolitan area) by IATA code, or null. */
export function lookupAirport(code: string | null | undefined): AirportInfo | null {
  const c = String(code ?? '')
    .trim()
    .toUpperCase();
  if (!/^[A-Z]{3}$/.test(c) || !hasOwn(airports, c)) return null;
  const [name, city, country, tz] = airports[c];
  return { code: c, name, city, country, tz: tz || null };
}

/** Great-circle distance in km between two airports, or null when either has no position. */
export function airportDistanceKm(a: string, b: string): number | null {
  const p = hasOwn(airports, a) ? airports[a] : null;
  const q = hasOwn(airports, b) ? airports[b] : null;
  if (p?.[4] == null || p[5] == null || q?.[4] == null || q[5] == null) return null;
  const rad = Math.PI / 180;
  const dLat = (q[4] - p[4]) * rad;
  const dLon = (q[5] - p[5]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(p[4] * rad) * Math.cos(q[4] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Airline by IATA code, or null. */
export function lookupAirline(code: string | null | undefined): AirlineInfo | null {
  const c = String(code ?? '')
    .trim()
    .toUpperCase();
  if (!/^[A-Z0-9]{2}$/.test(c) || !hasOwn(airlines, c)) return null;
  return { code: c, name: airlines[c] };
}

/** Every airline as [code, registered name], for the brand index built from the data. */
export function eachAirline(): [string, string][] {
  return Object.entries(airlines);
}

/** Every airport row, for the name index built from the data. */
export function eachAirport(): [string, AirportRow][] {
  return Object.entries(airports);
}

export function isAirport(code: string): boolean {
  return hasOwn(airports, code);
}
