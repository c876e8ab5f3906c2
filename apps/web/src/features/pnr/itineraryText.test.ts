import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { itineraryText } from './itineraryText.ts';
import type { DecodeResult, Segment } from './types.ts';

const t = ((key: string) => key) as unknown as TFunction;

const segment = (over: Partial<Segment>): Segment =>
  ({
    airline: 'TP',
    airline_name: null,
    flight: '88',
    class: null,
    from: 'GRU',
    to: 'LIS',
    from_city: 'São Paulo',
    to_city: 'Lisboa',
    date: '15JUN',
    departure: '2027-06-15T22:05',
    dep: '2205',
    arr: '1140',
    arr_day_offset: 1,
    status: null,
    status_text: null,
    held: true,
    doubt: null,
    ...over,
  }) as Segment;

const result = (segments: Segment[]): DecodeResult => ({
  locator: null,
  passengers: [],
  segments,
  other_segments: [],
  unread: [],
  format: 'email',
});

describe('itineraryText', () => {
  it('says under a flight in doubt, in the reader’s language, that the text gives another version', () => {
    const doubt = { pt: 'Há outra versão deste trecho', es: 'Hay otra versión de este tramo', en: 'Another version of this leg' };
    const text = itineraryText(result([segment({ doubt }), segment({ flight: '87', from: 'LIS', to: 'GRU' })]), t, 'es');
    const lines = text.split('\n');
    expect(lines.filter((line) => line.includes('Hay otra versión de este tramo'))).toEqual([
      '   ! Hay otra versión de este tramo',
    ]);
    // The note follows the first flight's lines, before the second flight.
    expect(lines.findIndex((line) => line.includes('!'))).toBeLessThan(lines.findIndex((line) => line.startsWith('2. ')));
  });
});
