import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeAutocompleteResponseSchema, placeAutocompleteSchema, placeDetailsResponseSchema, placeDetailsSchema } from '@rumo/core';
import { placeDetails, searchPlaces } from './service.ts';

/** The maps autocomplete of the trip form (cities) and other place fields, through app.places. */
export const placeRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };

  api.post(
    '/utils/search-autocomplete',
    { ...opts, schema: { tags: ['places'], body: placeAutocompleteSchema, response: { 200: placeAutocompleteResponseSchema } } },
    async (request) => searchPlaces(request.ctx, request.body),
  );

  api.post(
    '/utils/search-details',
    { ...opts, schema: { tags: ['places'], body: placeDetailsSchema, response: { 200: placeDetailsResponseSchema } } },
    async (request) => placeDetails(request.ctx, request.body),
  );
};
