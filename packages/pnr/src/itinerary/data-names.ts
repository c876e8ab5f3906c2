import { eachAirport, lookupAirport } from '../data.ts';
import { deaccent } from '../months.ts';

/*
 * City and airport names taken from the airport data (OPTD, English names), for places the
 * hand-written list in place-names.ts does not cover: "Singapore Changi Airport", "Addis Ababa",
 * "Hong Kong". The hand-written list wins wherever it has the name. A city with several airports
 * in the data keeps them all: the route or the text settles which, as for "São Paulo".
 */

/** A name as the scanner splits a line into words: upper case, no accents, words joined by one space. */
export function nameKey(name: string): string {
  return (
    deaccent(name.normalize('NFC'))
      .toUpperCase()
      .match(/[A-Z][A-Z.']*/g) ?? []
  )
    .map((w) => w.replace(/\.$/, ''))
    .join(' ');
}

// Data cities whose names are also everyday words or people's names in pt / es / en, read as
// places only when the hand-written list has them ("Natal", "Lima", "Porto").
const NOT_CITIES = new Set(
  (
    'ADA ALICE ALMA ALONG ALPHA AMA ANN BARRA BO CRANE CRUZ DAVID DELTA DUCK EAGLE FLAT GOL HOLA HOPE ' +
    'LAURA LEON LOCK MAN MARY MILES MARKS PAGE PERRY PERU PRICE QUEEN SALE SAVE TOURS TRAIL TROY TYLER ' +
    'UNION WALES WISE YOUNG MALE ASSIS LINS PRADO SALTO PILAR MORA REYES COLON PRAIA PATOS PICOS CERES ' +
    'MORON SOURE BAGE DIXIE RUBY GLOBE DERBY CODY HAYS HUGO LOGAN BRYAN ELY GARY MAYO MARFA ROLLA ' +
    'NILES OLNEY LAMAR BOONE FOLEY KEENE PRICE AIKEN SALEM LYONS WELLS CRAIG BURNS BRADY MINTO ' +
    'SAGA SUR TELA TOL UNA WA YE PO SAFI MATI LAI NAN TAK HUE VAN BOR GAP HOF DAX PAU MUS LAR ' +
    'CENTRAL CAPITAL CITY PORT HARBOUR ISLAND ISLA ILHA LAKE NORTH SOUTH EAST WEST VICTORIA ' +
    'SANTA SANTO SAN SAO PUERTO PORTO GRAND GRANDE NUEVA NOVA NEW NUEVO LAS LOS ' +
    // Words of itineraries and of this product's own catalogues, and surnames, that name a town somewhere.
    'ALERTA ALTA MOBILE GRACIAS IBERIA LOJA NOME READING ROTA SALEN SOLA SALIDA SUPERIOR TETE YORK ' +
    'CARO BOLE SPLIT NICE TOLEDO URIBE GUIMARAES BRAGA PEREIRA PASSOS SALINAS MENDEZ NORMAN REGINA ' +
    'HARPER DUBOIS NANCY FRANKLIN ANDERSON CAROLINA HELENA LETICIA SOFIA MERCEDES JORDAN CASTRO MELO ' +
    'RIVERA TAYLOR NELSON MITCHELL STEWART MORRIS ROGERS COLEMAN PATTERSON HUGHES BUTLER RUSSELL ' +
    'SULLIVAN HARRISON MARSHALL EDSON DOUGLAS HAMILTON'
  ).split(' '),
);

/** City name → the data's airports in that city. */
export const DATA_CITIES: Map<string, string[]> = new Map();
/** Full airport name ("SINGAPORE CHANGI AIRPORT") → its code. */
export const DATA_AIRPORTS: Map<string, string> = new Map();

const seenAirportName = new Map<string, number>();
for (const [code, [name, city]] of eachAirport()) {
  if (city) {
    const key = nameKey(city);
    if (key.replace(/[^A-Z]/g, '').length >= 4 && !NOT_CITIES.has(key)) {
      const codes = DATA_CITIES.get(key);
      if (codes) codes.push(code);
      else DATA_CITIES.set(key, [code]);
    }
  }
  // Airport names of three words at least ("Zurich Airport" is the city's name and a word).
  const full = nameKey(name);
  if (full.split(' ').length >= 3 && !/\(ALL AIRPORTS\)/i.test(name)) {
    seenAirportName.set(full, (seenAirportName.get(full) ?? 0) + 1);
    DATA_AIRPORTS.set(full, code);
  }
}
// A name two airports share says neither.
for (const [name, n] of seenAirportName) if (n > 1) DATA_AIRPORTS.delete(name);

// A military field's name with no civil airport's word in it ("Hunter U. S. Army Airfield", "Nellis
// Air Force Base"; not "Sheppard Air Force Base/Wichita Falls Municipal Airport"): no airline lands there.
const MILITARY =
  /(?:^| )(?:ARMY AIRFIELD|ARMY AIR FIELD|ARMY HELIPORT|AIR FORCE BASE|AIR BASE|AFB|NAVAL AIR STATION|NAVAL AIR FACILITY|NAVAL STATION|JOINT BASE|CFB|MARINE CORPS AIR STATION|AIR NATIONAL GUARD)(?: |$)|^RAF /;
const military = (code: string) => {
  const key = nameKey(lookupAirport(code)?.name ?? '');
  return MILITARY.test(key) && !/(?:^| )AIRPORT(?: |$)/.test(key);
};
// A city's military fields are left out where it has a civil airport: "Savannah" is SAV, not Hunter.
for (const [city, codes] of DATA_CITIES) {
  const civil = codes.filter((c) => !military(c));
  if (civil.length && civil.length < codes.length) DATA_CITIES.set(city, civil);
}
