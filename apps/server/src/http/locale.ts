import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from '@rumo/core';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Every request carries the language its messages are answered in, from Accept-Language. */
export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
}
