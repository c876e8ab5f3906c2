import path from 'node:path';
import type { Config } from '../../config.ts';
import { REPO_ROOT } from '../../paths.ts';
import { createGooglePlaces } from './google.ts';
import { createOfflinePlaces } from './offline.ts';
import type { PlacesProvider } from './types.ts';

export type { PlacesProvider, PlaceKind } from './types.ts';
export { PLACE_KIND, PlacesUnavailableError } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesProvider;
  }
}

export const CITIES_FILE = path.join(REPO_ROOT, 'apps/server/data/cities.tsv.gz');

/** Google Places when a key is configured, else the offline gazetteer of world cities. */
export function createPlaces(config: Config['places']): PlacesProvider {
  if (config.googleApiKey) return createGooglePlaces({ apiKey: config.googleApiKey, baseUrl: config.googleBaseUrl });
  return createOfflinePlaces(CITIES_FILE);
}
