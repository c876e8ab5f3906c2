import { describe, expect, it } from 'vitest';
import { phoneOfPlace } from './PlaceField.tsx';

const place = (international: string | null) => ({
  name: 'Hotel Avenida Palace',
  formatted_address: 'R. 1º de Dezembro 123, 1200-359 Lisboa, Portugal',
  formatted_phone_number: '21 321 8100',
  international_phone_number: international,
});

describe('the phone a chosen establishment brings', () => {
  it('is its international number without spaces or dashes, as the phone field holds it', () => {
    expect(phoneOfPlace(place('+351 21 321 8100'))).toBe('+351213218100');
    expect(phoneOfPlace(place('+55 11 3333-4444'))).toBe('+551133334444');
  });

  it('is nothing when the place has no international number (a local one has no country)', () => {
    expect(phoneOfPlace(place(null))).toBeNull();
    expect(phoneOfPlace(place('21 321 8100'))).toBeNull();
  });
});
