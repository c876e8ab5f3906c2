import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, type AgencyStatus } from '@rumo/core';
import { AppError } from '../../http/errors.ts';
import { expireTrials } from '../../modules/billing/service.ts';
import { systemContext } from '../context/context.ts';
import { createAgencyStatusCache, type AgencyStatusCache } from './agency-status-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    agencyStatus: AgencyStatusCache;
  }
}

/**
 * What an agency may still reach, by the route it calls. Routes not listed here are the product
 * itself (clients, trips, staff, files...): only trial and paid agencies reach them.
 * - "account": sign-out and the account info, open even to a blocked agency;
 * - "suspended": what an agency that must pay keeps: its profile, plans / payment / billing,
 *   support and the LGPD export (its data is its own);
 * - "operator": the operator's own calls, which never touch an agency's data.
 */
type RouteClass = 'account' | 'suspended' | 'operator';

const ROUTE_CLASSES: Record<string, RouteClass> = {
  'GET /agencies/accounts/info': 'account',
  'POST /auth/logout': 'account',
  'PUT /agencies/accounts/user': 'suspended',
  'PUT /agencies/accounts/agency': 'suspended',
  'PUT /auth/change-password': 'suspended',
  'POST /agencies/accounts/create-customer-stripe': 'suspended',
  'POST /agencies/accounts/subscription_method': 'suspended',
  'GET /agencies/accounts/stripeInformation': 'suspended',
  'POST /payments/cancel-subscription': 'suspended',
  'POST /payments/portal': 'suspended',
  'POST /support/contact': 'suspended',
  'POST /agencies/accounts/export': 'suspended',
  'GET /agencies/accounts/export/:id': 'suspended',
  'GET /agencies/accounts/delete-request': 'suspended',
  'POST /agencies/accounts/delete-request': 'suspended',
  'DELETE /agencies/accounts/delete-request': 'suspended',
};

const FULL_ACCESS = new Set<AgencyStatus>(['trial', 'paid']);

export function routeClass(method: string, url: string): RouteClass | null {
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  if (path.startsWith('/operator/')) return 'operator';
  // The account calls of the auth area (e-mail or password change) stay with the account.
  if (path.startsWith('/auth/')) return ROUTE_CLASSES[`${method} ${path}`] ?? 'suspended';
  return ROUTE_CLASSES[`${method} ${path}`] ?? null;
}

/** Whether an agency in `status` may call a route of `cls`; the error it gets when not. */
export function accessDenial(status: AgencyStatus, cls: RouteClass | null): 'errors.blocked' | 'errors.suspended' | null {
  if (cls === 'operator' || cls === 'account') return null;
  if (status === 'blocked') return 'errors.blocked';
  if (FULL_ACCESS.has(status) || cls === 'suspended') return null;
  return 'errors.suspended';
}

async function currentStatus(app: FastifyInstance, request: FastifyRequest, agencyId: number): Promise<AgencyStatus | null> {
  const row = await app.agencyStatus.get(agencyId);
  if (!row) return null;
  // the request context takes the agency's zone from here: no other read of the agency per request
  request.agencyTimeZone = row.timezone;
  // The trial ends on time even between two runs of the hourly expiry job.
  if (row.status === 'trial' && row.trialEndsAt && row.trialEndsAt.getTime() <= Date.now()) {
    await expireTrials(systemContext(app), agencyId);
    return 'trial_expired';
  }
  return row.status;
}

/**
 * The subscription, enforced by the server: every authenticated call passes here right after the
 * token is resolved, so no route can forget it. Registered once, in app.ts.
 */
export function registerStatusGuard(app: FastifyInstance) {
  app.decorate('agencyStatus', createAgencyStatusCache(app.database, app.readCache));
  const authenticate = app.authenticate;
  app.authenticate = async (request: FastifyRequest) => {
    await authenticate(request);
    const agencyId = request.auth?.agencyId;
    if (agencyId == null) return;
    const status = await currentStatus(app, request, agencyId);
    if (!status) return;
    const denial = accessDenial(status, routeClass(request.method, request.routeOptions.url ?? request.url));
    if (denial) throw new AppError(403, { key: denial }, undefined, { agency_status: status });
  };
}
