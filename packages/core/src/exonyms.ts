import type { Locale } from './constants.ts';

/**
 * Portuguese and Spanish names of big destinations: [GeoNames ascii name, country, pt, es, and the
 * English name when it is another one]. The city gazetteer (apps/server/scripts/build-cities.ts)
 * and the PNR decoder's airport cities (packages/pnr) show these to Portuguese and Spanish readers.
 */
export const CITY_EXONYMS: readonly (readonly [string, string, string, string, string?])[] = [
  ['Lisbon', 'PT', 'Lisboa', 'Lisboa'],
  ['London', 'GB', 'Londres', 'Londres'],
  ['New York City', 'US', 'Nova York', 'Nueva York'],
  ['Geneve', 'CH', 'Genebra', 'Ginebra', 'Geneva'],
  ['Munich', 'DE', 'Munique', 'Múnich'],
  ['Koeln', 'DE', 'Colônia', 'Colonia', 'Cologne'],
  ['Moscow', 'RU', 'Moscou', 'Moscú'],
  ['Beijing', 'CN', 'Pequim', 'Pekín'],
  ['Tokyo', 'JP', 'Tóquio', 'Tokio'],
  ['Florence', 'IT', 'Florença', 'Florencia'],
  ['Venice', 'IT', 'Veneza', 'Venecia'],
  ['Rome', 'IT', 'Roma', 'Roma'],
  ['Milan', 'IT', 'Milão', 'Milán'],
  ['Naples', 'IT', 'Nápoles', 'Nápoles'],
  ['Turin', 'IT', 'Turim', 'Turín'],
  ['Athens', 'GR', 'Atenas', 'Atenas'],
  ['Warsaw', 'PL', 'Varsóvia', 'Varsovia'],
  ['Prague', 'CZ', 'Praga', 'Praga'],
  ['Vienna', 'AT', 'Viena', 'Viena'],
  ['Brussels', 'BE', 'Bruxelas', 'Bruselas'],
  ['Amsterdam', 'NL', 'Amsterdã', 'Ámsterdam'],
  ['Copenhagen', 'DK', 'Copenhague', 'Copenhague'],
  ['Stockholm', 'SE', 'Estocolmo', 'Estocolmo'],
  ['Mexico City', 'MX', 'Cidade do México', 'Ciudad de México'],
  ['Philadelphia', 'US', 'Filadélfia', 'Filadelfia'],
  ['New Orleans', 'US', 'Nova Orleans', 'Nueva Orleans'],
  ['Cape Town', 'ZA', 'Cidade do Cabo', 'Ciudad del Cabo'],
  ['Shanghai', 'CN', 'Xangai', 'Shanghái'],
  ['Cairo', 'EG', 'Cairo', 'El Cairo'],
  ['Istanbul', 'TR', 'Istambul', 'Estambul'],
  ['Jerusalem', 'IL', 'Jerusalém', 'Jerusalén'],
  ['Edinburgh', 'GB', 'Edimburgo', 'Edimburgo'],
  ['Dublin', 'IE', 'Dublim', 'Dublín'],
  ['Berlin', 'DE', 'Berlim', 'Berlín'],
  ['Hamburg', 'DE', 'Hamburgo', 'Hamburgo'],
  ['Zurich', 'CH', 'Zurique', 'Zúrich'],
  ['Marseille', 'FR', 'Marselha', 'Marsella'],
  ['Sevilla', 'ES', 'Sevilha', 'Sevilla', 'Seville'],
  ['Saint Petersburg', 'RU', 'São Petersburgo', 'San Petersburgo'],
  ['Havana', 'CU', 'Havana', 'La Habana'],
  ['Bogota', 'CO', 'Bogotá', 'Bogotá'],
  ['Montevideo', 'UY', 'Montevidéu', 'Montevideo'],
  ['Asuncion', 'PY', 'Assunção', 'Asunción'],
  ['Barcelona', 'ES', 'Barcelona', 'Barcelona'],
  ['Dubai', 'AE', 'Dubai', 'Dubái'],
  ['Miami', 'US', 'Miami', 'Miami'],
  ['Orlando', 'US', 'Orlando', 'Orlando'],
  ['Los Angeles', 'US', 'Los Ángeles', 'Los Ángeles'],
  ['San Francisco', 'US', 'São Francisco', 'São Francisco'],
  ['Washington', 'US', 'Washington', 'Washington'],
  ['Montreal', 'CA', 'Montreal', 'Montreal'],
  ['Quebec', 'CA', 'Quebec', 'Quebec'],
  ['Seoul', 'KR', 'Seul', 'Seúl'],
  ['Bangkok', 'TH', 'Banguecoque', 'Bangkok'],
  ['Singapore', 'SG', 'Singapura', 'Singapur'],
  ['Sydney', 'AU', 'Sydney', 'Sídney'],
  ['Brugge', 'BE', 'Bruges', 'Brujas', 'Bruges'],
  ['The Hague', 'NL', 'Haia', 'La Haya'],
  ['Antwerpen', 'BE', 'Antuérpia', 'Amberes', 'Antwerp'],
  ['Frankfurt am Main', 'DE', 'Frankfurt', 'Fráncfort'],
  ['Nice', 'FR', 'Nice', 'Niza'],
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

let index: Map<string, readonly [string, string]> | undefined;

/** The city's name for a reader of `locale` ('London', 'GB', 'pt' -> 'Londres'); the name itself when none is known. */
export function localCityName(city: string, country: string, locale: Locale): string {
  if (locale === 'en') return city;
  index ??= new Map(
    CITY_EXONYMS.flatMap(([ascii, cc, pt, es, english]) =>
      [ascii, english].filter((name): name is string => !!name).map((name) => [`${fold(name)}|${cc}`, [pt, es] as const] as const),
    ),
  );
  const names = index.get(`${fold(city)}|${country.toUpperCase()}`);
  return names ? (locale === 'pt' ? names[0] : names[1]) : city;
}
