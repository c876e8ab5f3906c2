import type { Passenger } from './types.ts';

// One name element: "1.1SMITH/JOHN MR", "2.I/1DOE/BABY*23APR17", "1.SILVA/ANA MRS(ADT/01FEB46)".
const NAME_ITEM =
  /^\s*\d{1,3}\.(?:I\/)?\d{0,2}([A-Z][A-Z'-]*(?: [A-Z'-]+){0,3}\/[A-Z][A-Z' -]*?)((?:\([^)]{0,40}\))*(?:\*[^\s]*)?)(?=\s{2,}|\s+\d{1,3}\.|\s*$)/;

/** Passenger name elements found at the start of a line (several may share a line). */
export function readPassengers(up: string): Passenger[] {
  const out: Passenger[] = [];
  let rest = up;
  for (let guard = 0; guard < 12; guard++) {
    const m = NAME_ITEM.exec(rest);
    if (!m) break;
    const name = m[1].replace(/\s+/g, ' ').trim();
    out.push({ name, raw: m[0].trim() });
    rest = rest.slice(m[0].length);
  }
  return out;
}

// E-mail style: "Passageiro: JOAO SILVA", "Pasajero(s): ...", "Passenger name: ..."
const LABELLED =
  /^\s*(?:PASSAGEIROS?|PASAJEROS?|PASSENGERS?|PASSENGER NAME|NOME DO PASSAGEIRO|NOMBRE DEL PASAJERO|VIAJANTES?)\s*(?:\(S\))?\s*(?:NAME)?\s*[:-]\s*(.{3,80})$/;

export function readLabelledPassengers(up: string): Passenger[] {
  const m = LABELLED.exec(up);
  if (!m) return [];
  return m[1]
    .split(/\s*[,;]\s*|\s{2,}/)
    .map((s) => s.trim())
    .filter((s) => /^[A-Z][A-Z'./ -]{2,}$/.test(s) && !/\d/.test(s))
    .map((name) => ({ name, raw: m[0].trim() }));
}
