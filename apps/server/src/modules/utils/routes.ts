import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cepLookupResponseSchema, cepParamSchema, lookupMapSchema } from '@rumo/core';
import { AppError } from '../../http/errors.ts';
import { CepUnavailable, cepLookupFor, type CepLookup } from './cep.ts';
import { brazilianStates, currencies, degreeOptions, paymentOptions } from './service.ts';

export interface UtilsOptions {
  /** Replaces the CEP service chosen from the environment (CEP_LOOKUP_URL). */
  cepLookup?: CepLookup;
}

/** Lookup lists loaded after login (id -> localised name) and the CEP lookup of the address form. */
export const utilsRoutes: FastifyPluginAsync<UtilsOptions> = async (app, options) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  const tags = ['utils'];
  const cep = options.cepLookup ?? cepLookupFor(app.config.cepLookupUrl, (error) => app.log.warn({ err: error }, 'CEP lookup failed'));

  api.get('/utils/currency', { ...opts, schema: { tags, response: { 200: lookupMapSchema } } }, async (request) =>
    currencies(request.locale),
  );
  api.get('/utils/options-payment', { ...opts, schema: { tags, response: { 200: lookupMapSchema } } }, async (request) =>
    paymentOptions(request.locale),
  );
  api.get('/utils/degree-options', { ...opts, schema: { tags, response: { 200: lookupMapSchema } } }, async (request) =>
    degreeOptions(request.locale),
  );
  api.get('/utils/states', { ...opts, schema: { tags, response: { 200: lookupMapSchema } } }, async () => brazilianStates());

  api.get(
    '/utils/cep/:cep',
    { ...opts, schema: { tags, params: cepParamSchema, response: { 200: cepLookupResponseSchema } } },
    async (request) => {
      const address = await cep.lookup(request.params.cep).catch((error: unknown) => {
        if (error instanceof CepUnavailable) throw new AppError(503, { key: 'errors.cepUnavailable' });
        throw error;
      });
      if (!address) throw new AppError(404, { key: 'validation.cepNotFound' });
      return address;
    },
  );
};
