import { localCityName } from '@rumo/core';
import type { Locale } from './types.ts';
import type { AirportInfo } from './data.ts';

const WORDS: Record<
  Exclude<Locale, 'en'>,
  { airport: string; international: string; of: string; all: string }
> = {
  pt: {
    airport: 'Aeroporto',
    international: 'Aeroporto Internacional',
    of: 'de',
    all: 'todos os aeroportos',
  },
  es: {
    airport: 'Aeropuerto',
    international: 'Aeropuerto Internacional',
    of: 'de',
    all: 'todos los aeropuertos',
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An airport's city and name for a reader of `locale`. The airport data is English: the city
 * takes its Portuguese or Spanish name ('London' -> 'Londres'), and a name built on 'Airport' is
 * turned around ('Munich International Airport' -> 'Aeroporto Internacional de Munique',
 * 'London Heathrow Airport' -> 'Aeroporto Londres Heathrow'). Other names stay as they are.
 */
export function localAirport(airport: AirportInfo, locale: Locale): { city: string; name: string } {
  if (locale === 'en') return { city: airport.city, name: airport.name };
  const words = WORDS[locale];
  const city = localCityName(airport.city, airport.country, locale);
  let name =
    city === airport.city
      ? airport.name
      : airport.name.replace(new RegExp(`\\b${escape(airport.city)}\\b`, 'g'), city);
  if (/\(all airports\)/i.test(name))
    return { city, name: name.replace(/\(all airports\)/i, `(${words.all})`) };
  const international = /\bInternational Airport\b/.test(name);
  if (!/\bAirport\b/.test(name)) return { city, name };
  name = name
    .replace(/\s*\bInternational Airport\b,?\s*/, ' ')
    .replace(/\s*\bAirport\b,?\s*/, ' ')
    .trim();
  const prefix = international ? words.international : words.airport;
  return { city, name: name === city ? `${prefix} ${words.of} ${city}` : `${prefix} ${name}` };
}
