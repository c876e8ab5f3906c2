import type { PlaceAutocomplete, PlaceDetails, PlaceDetailsResult, PlacePrediction } from '@rumo/core';
import { AppError, notFound } from '../../http/errors.ts';
import type { Context } from '../../platform/context/context.ts';
import { PLACE_KIND, PlacesUnavailableError } from '../../platform/places/index.ts';

async function guarded<T>(ctx: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PlacesUnavailableError)) throw error;
    ctx.deps.log.warn({ err: error }, 'places service unavailable');
    throw new AppError(502, { key: 'errors.generic' });
  }
}

/** POST /utils/search-autocomplete: company, hotel and car rental search establishments; cities geocode. */
export function searchPlaces(ctx: Context, input: PlaceAutocomplete): Promise<PlacePrediction[]> {
  return guarded(ctx, () => ctx.deps.places.autocomplete(input.query, PLACE_KIND[input.types], ctx.locale));
}

/** POST /utils/search-details: a list whose first item is the place; an unknown place id is 404. */
export async function placeDetails(ctx: Context, input: PlaceDetails): Promise<PlaceDetailsResult[]> {
  const result = await guarded(ctx, () => ctx.deps.places.details(input.place_id, input.fields, ctx.locale));
  if (!result) throw notFound();
  return [result];
}
