import type { FastifyInstance } from 'fastify';
import type { Locale, PlaceAutocomplete, PlaceDetails, PlaceDetailsResult, PlacePrediction } from '@rumo/core';
import { AppError, notFound } from '../../http/errors.ts';
import { PLACE_KIND, PlacesUnavailableError } from '../../platform/places/index.ts';

async function guarded<T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PlacesUnavailableError)) throw error;
    app.log.warn({ err: error }, 'places service unavailable');
    throw new AppError(502, { key: 'errors.generic' });
  }
}

/** POST /utils/search-autocomplete: company, hotel and car rental search establishments; cities geocode. */
export function searchPlaces(app: FastifyInstance, input: PlaceAutocomplete, locale: Locale): Promise<PlacePrediction[]> {
  return guarded(app, () => app.places.autocomplete(input.query, PLACE_KIND[input.types], locale));
}

/** POST /utils/search-details: a list whose first item is the place; an unknown place id is 404. */
export async function placeDetails(app: FastifyInstance, input: PlaceDetails, locale: Locale): Promise<PlaceDetailsResult[]> {
  const result = await guarded(app, () => app.places.details(input.place_id, input.fields, locale));
  if (!result) throw notFound();
  return [result];
}
