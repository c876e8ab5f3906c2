import { describe, expect, it } from 'vitest';
import { decodePnr, lookupAirport } from '../src/index.ts';
import { localAirport } from '../src/place-locale.ts';

const airport = (code: string) => lookupAirport(code)!;

describe("airport and city names in the reader's language", () => {
  it('gives Portuguese city names and turns "... Airport" around', () => {
    expect(localAirport(airport('LHR'), 'pt')).toEqual({
      city: 'Londres',
      name: 'Aeroporto Londres Heathrow',
    });
    expect(localAirport(airport('MUC'), 'pt')).toEqual({
      city: 'Munique',
      name: 'Aeroporto Internacional de Munique',
    });
    expect(localAirport(airport('GRU'), 'pt')).toEqual({
      city: 'São Paulo',
      name: 'Aeroporto Internacional São Paulo–Guarulhos',
    });
    expect(localAirport(airport('SAO'), 'pt').name).toBe('São Paulo (todos os aeroportos)');
  });

  it('gives Spanish names and leaves English untouched', () => {
    expect(localAirport(airport('LIS'), 'es')).toEqual({
      city: 'Lisboa',
      name: 'Aeropuerto Lisboa Humberto Delgado',
    });
    expect(localAirport(airport('JFK'), 'es')).toEqual({
      city: 'Nueva York',
      name: 'Aeropuerto Internacional John F. Kennedy',
    });
    expect(localAirport(airport('LHR'), 'en')).toEqual({ city: 'London', name: 'London Heathrow Airport' });
  });

  it('matches a city by its country too: Paris, Texas stays Paris', () => {
    expect(
      localAirport({ code: 'XXX', name: 'Rome Airport', city: 'Rome', country: 'US', tz: null }, 'pt').city,
    ).toBe('Rome');
  });

  it('decodes a PNR with Portuguese names when asked', () => {
    const text = '1 TP 088 Y 10MAR 2 GRULIS HK1 2205 1140+1';
    const [segment] = decodePnr(text, { referenceDate: '2027-01-01', locale: 'pt' }).segments;
    expect(segment).toMatchObject({
      from_city: 'São Paulo',
      to_city: 'Lisboa',
      to_name: 'Aeroporto Lisboa Humberto Delgado',
    });
    expect(decodePnr(text, { referenceDate: '2027-01-01' }).segments[0]).toMatchObject({ to_city: 'Lisbon' });
  });
});
