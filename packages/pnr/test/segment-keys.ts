import { decodePnr } from '../src/index.ts';

/** The segments a text decodes to, one "LA3300 GRU-SDU 2024-04-15T07:05" key each (the adversarial cases' form). */
export const keys = (text: string, referenceDate: string) =>
  decodePnr(text, { referenceDate }).segments.map(
    (s) => `${s.airline}${s.flight} ${s.from}-${s.to} ${s.departure}`,
  );
