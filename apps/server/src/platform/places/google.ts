import type { Locale, PlaceDetailsResult, PlacePrediction } from '@rumo/core';
import { PlacesUnavailableError, type PlaceKind, type PlacesProvider } from './types.ts';

/**
 * Google Places (Autocomplete and Details web services). The base URL is configurable so tests
 * point it at a local fake; the key never leaves the server.
 */

const LANGUAGE: Record<Locale, string> = { pt: 'pt-BR', es: 'es', en: 'en' };
const DETAIL_FIELDS = ['name', 'formatted_address', 'formatted_phone_number', 'international_phone_number', 'address_component'];
const TIMEOUT_MS = 10_000;

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export function createGooglePlaces(options: { apiKey: string; baseUrl: string }): PlacesProvider {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', options.apiKey);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PlacesUnavailableError(`places request failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw new PlacesUnavailableError(`places answered HTTP ${response.status}`);
    const body = (await response.json()) as T & { status?: string; error_message?: string };
    if (body.status && body.status !== 'OK' && body.status !== 'ZERO_RESULTS' && body.status !== 'NOT_FOUND' && body.status !== 'INVALID_REQUEST')
      throw new PlacesUnavailableError(`places status ${body.status}: ${body.error_message ?? ''}`);
    return body;
  }

  return {
    name: 'google',
    async autocomplete(query: string, kind: PlaceKind, locale: Locale): Promise<PlacePrediction[]> {
      const body = await call<{
        status: string;
        predictions?: { place_id: string; description: string; structured_formatting?: { main_text?: string; secondary_text?: string } }[];
      }>('/maps/api/place/autocomplete/json', { input: query, types: kind, language: LANGUAGE[locale] });
      return (body.predictions ?? []).map((p) => ({
        place_id: p.place_id,
        description: p.description,
        main_text: p.structured_formatting?.main_text ?? null,
        secondary_text: p.structured_formatting?.secondary_text ?? null,
      }));
    },
    async details(placeId: string, fields: string[], locale: Locale): Promise<PlaceDetailsResult | null> {
      const wanted = [...new Set([...DETAIL_FIELDS, ...fields.filter((f) => /^[a-z_/]+$/.test(f))])];
      const body = await call<{
        status: string;
        result?: {
          name?: string;
          formatted_address?: string;
          formatted_phone_number?: string;
          international_phone_number?: string;
          address_components?: AddressComponent[];
        };
      }>('/maps/api/place/details/json', { place_id: placeId, fields: wanted.join(','), language: LANGUAGE[locale] });
      const result = body.result;
      if (!result || body.status === 'NOT_FOUND' || body.status === 'INVALID_REQUEST') return null;
      const part = (type: string, short = false) => {
        const component = result.address_components?.find((c) => c.types.includes(type));
        return component ? (short ? component.short_name : component.long_name) : null;
      };
      return {
        name: result.name ?? '',
        formatted_address: result.formatted_address ?? null,
        formatted_phone_number: result.formatted_phone_number ?? null,
        international_phone_number: result.international_phone_number ?? null,
        city: part('locality') ?? part('administrative_area_level_2'),
        state: part('administrative_area_level_1', true),
        country: part('country'),
        cep: part('postal_code'),
      };
    },
  };
}
