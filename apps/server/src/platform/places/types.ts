import type { Locale, PlaceDetailsResult, PlacePrediction, PlaceSearchType } from '@rumo/core';

/** What the autocomplete searches: the web's kinds mapped like Google's `types` filter. */
export type PlaceKind = 'establishment' | 'geocode' | 'address';

/** company, hotel and car rental search establishments; cities geocode; address addresses. */
export const PLACE_KIND: Record<PlaceSearchType, PlaceKind> = {
  company: 'establishment',
  hotel: 'establishment',
  car_rental: 'establishment',
  cities: 'geocode',
  address: 'address',
};

/** The places service behind POST /utils/search-autocomplete and /utils/search-details. */
export interface PlacesProvider {
  readonly name: 'offline' | 'google';
  autocomplete(query: string, kind: PlaceKind, locale: Locale): Promise<PlacePrediction[]>;
  /** Null when the place id is unknown. */
  details(placeId: string, fields: string[], locale: Locale): Promise<PlaceDetailsResult | null>;
}

export class PlacesUnavailableError extends Error {}
