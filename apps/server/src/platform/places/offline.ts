import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Locale, PlaceDetailsResult, PlacePrediction } from '@rumo/core';
import type { PlaceKind, PlacesProvider } from './types.ts';

/**
 * The offline gazetteer: ~118k cities of GeoNames (population >= 1000) from data/cities.tsv.gz,
 * built by scripts/build-cities.ts. Loaded on the first search, then every query is a prefix scan
 * of one small bucket of normalised (accent-free, lower-case) names, ranked by population.
 */

const PREFIX_ID = 'geonames:';
const DEFAULT_LIMIT = 10;

export const normalizePlaceName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface City {
  id: number;
  name: string;
  ascii: string;
  alternates: string[];
  country: string;
  admin1: string;
  population: number;
  lat: number;
  lon: number;
  /** Curated names for Portuguese and Spanish speakers ('' when none). */
  pt: string;
  es: string;
}

/**
 * An indexed name of a city. Tier 0: its own, ASCII or curated name; 1: an alternate name;
 * 2: a later word of any of them. Lower tiers rank first, then population.
 */
interface Entry {
  key: string;
  city: number;
  tier: 0 | 1 | 2;
}

export class Gazetteer {
  readonly cities: City[] = [];
  private readonly byId = new Map<number, number>();
  /** Entries by the first character and by the first three characters of their key. */
  private readonly short = new Map<string, Entry[]>();
  private readonly long = new Map<string, Entry[]>();

  static fromFile(file: string): Gazetteer {
    return new Gazetteer(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
  }

  constructor(tsv: string) {
    for (const line of tsv.split('\n')) {
      if (!line) continue;
      const f = line.split('\t');
      const city: City = {
        id: Number(f[0]),
        name: f[1]!,
        ascii: f[2] || f[1]!,
        alternates: f[3] ? f[3].split('|') : [],
        country: f[4]!,
        admin1: f[5]!,
        population: Number(f[6]),
        lat: Number(f[7]),
        lon: Number(f[8]),
        pt: f[9] ?? '',
        es: f[10] ?? '',
      };
      const index = this.cities.push(city) - 1;
      this.byId.set(city.id, index);
      // file order is population order, so every bucket is already ranked
      const seen = new Set<string>();
      const own = [city.name, city.ascii, city.pt, city.es];
      for (const [n, name] of [...own, ...city.alternates].entries()) {
        if (!name) continue;
        const key = normalizePlaceName(name);
        if (!key || seen.has(key)) continue;
        seen.add(key);
        this.add({ key, city: index, tier: n < own.length ? 0 : 1 });
        // later words: "paulo" finds São Paulo, "york" finds New York City
        let at = key.indexOf(' ');
        while (at >= 0) {
          const rest = key.slice(at + 1);
          if (rest.length >= 3 && !seen.has(rest)) this.add({ key: rest, city: index, tier: 2 });
          at = key.indexOf(' ', at + 1);
        }
      }
    }
  }

  private add(entry: Entry) {
    const push = (map: Map<string, Entry[]>, bucket: string) => {
      const list = map.get(bucket);
      if (list) list.push(entry);
      else map.set(bucket, [entry]);
    };
    push(this.short, entry.key.slice(0, 1));
    push(this.long, entry.key.slice(0, 3));
  }

  /** Cities whose name (or a later word of it) starts with the query; whole-name matches first. */
  search(query: string, locale: Locale, limit = DEFAULT_LIMIT): { city: City; label: string; name: string }[] {
    const q = normalizePlaceName(query);
    if (!q) return [];
    const bucket = (q.length >= 3 ? this.long.get(q.slice(0, 3)) : this.short.get(q.slice(0, 1))) ?? [];
    const tiers: number[][] = [[], [], []];
    for (const entry of bucket) {
      if (tiers[0]!.length >= limit) break;
      const tier = tiers[entry.tier]!;
      if (tier.length >= limit || !entry.key.startsWith(q) || tier.includes(entry.city)) continue;
      tier.push(entry.city);
    }
    const ranked = [...new Set(tiers.flat())].slice(0, limit);
    return ranked.map((index) => {
      const city = this.cities[index]!;
      const name = this.displayName(city, q, locale);
      return { city, name, label: `${name}, ${countryName(city.country, locale)}` };
    });
  }

  /** The curated name of the locale when it fits the query, else the first of the city's names that does. */
  private displayName(city: City, q: string, locale: Locale): string {
    const curated = locale === 'pt' ? city.pt : locale === 'es' ? city.es : '';
    const names = [curated, city.name, city.ascii, locale === 'pt' ? city.es : city.pt, ...city.alternates].filter(Boolean);
    const matches = (name: string) => {
      const key = normalizePlaceName(name);
      return key.startsWith(q) || key.includes(` ${q}`);
    };
    return names.find(matches) ?? city.name;
  }

  get(id: number): City | null {
    const index = this.byId.get(id);
    return index === undefined ? null : this.cities[index]!;
  }

  /** The name of a city for a locale, with no query to match. */
  localName(city: City, locale: Locale): string {
    return (locale === 'pt' ? city.pt : locale === 'es' ? city.es : '') || city.name;
  }
}

const regionNames = new Map<Locale, Intl.DisplayNames>();
export function countryName(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The default places provider, without network or key. It knows cities only: city and address
 * searches answer cities, establishment searches (company, hotel, car rental) answer nothing, so
 * the web's fields stay free text.
 */
export function createOfflinePlaces(file: string): PlacesProvider & { gazetteer(): Gazetteer } {
  let loaded: Gazetteer | null = null;
  const gazetteer = () => (loaded ??= Gazetteer.fromFile(file));
  return {
    name: 'offline',
    gazetteer,
    async autocomplete(query: string, kind: PlaceKind, locale: Locale): Promise<PlacePrediction[]> {
      if (kind === 'establishment') return [];
      return gazetteer()
        .search(query, locale)
        .map(({ city, name, label }) => ({
          place_id: `${PREFIX_ID}${city.id}`,
          description: label,
          main_text: name,
          secondary_text: countryName(city.country, locale),
        }));
    },
    async details(placeId: string, _fields: string[], locale: Locale): Promise<PlaceDetailsResult | null> {
      if (!placeId.startsWith(PREFIX_ID)) return null;
      const id = Number(placeId.slice(PREFIX_ID.length));
      const city = Number.isSafeInteger(id) ? gazetteer().get(id) : null;
      if (!city) return null;
      const name = gazetteer().localName(city, locale);
      const country = countryName(city.country, locale);
      return {
        name,
        formatted_address: `${name}, ${country}`,
        formatted_phone_number: null,
        international_phone_number: null,
        city: name,
        state: null,
        country,
        cep: null,
      };
    },
  };
}
