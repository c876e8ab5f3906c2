import type { FastifyRequest } from 'fastify';
import type { Paged } from '@rumo/core';

/** Builds {count, next, previous, results} with next/previous as URLs of the same list. */
export function pageOf<T>(request: FastifyRequest, limit: number, offset: number, count: number, results: T[]): Paged<T> {
  const url = new URL(request.url, 'http://x');
  const at = (newOffset: number) => {
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('offset', String(newOffset));
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: offset + limit < count ? at(offset + limit) : null,
    previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
    results,
  };
}

/** One page of a list, as a service returns it: the route makes it a `Paged` with pageOf. */
export interface Page<T> {
  count: number;
  results: T[];
}

/** The route's half of paging: the service's page with next/previous links of the request's URL. */
export const pagedResponse = <T>(request: FastifyRequest, query: { limit: number; offset: number }, page: Page<T>): Paged<T> =>
  pageOf(request, query.limit, query.offset, page.count, page.results);
