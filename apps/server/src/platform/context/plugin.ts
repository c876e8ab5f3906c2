import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timeZoneOr } from '@rumo/core';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import type { BaseContext, Context } from './context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The agency's zone, read by the status guard with the agency's status (no extra query). */
    agencyTimeZone: string | null;
    /** Built by `authenticate` for a user of an agency; `ctx` reads it. */
    context: Context | null;
    /** The request's context; 401 without a user, 403 for a user still between signup steps. */
    readonly ctx: Context;
    /**
     * The caller without an agency of its own required: public calls (sign-in, signup, password
     * links, Stripe's webhook), the user's own account and the operator area. Made on first use.
     */
    readonly baseCtx: BaseContext;
    baseContext: BaseContext | null;
  }
}

/**
 * Builds the request context once, right after authentication and the status guard (both inside
 * `app.authenticate`, the preHandler of every signed-in route). Registered once, in app.ts, after
 * registerStatusGuard.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('agencyTimeZone', null);
  app.decorateRequest('context', null);
  app.decorateRequest('baseContext', null);
  app.decorateRequest('baseCtx', {
    getter(this: FastifyRequest) {
      if (this.context) return this.context;
      this.baseContext ??= {
        db: app.db,
        deps: app,
        agencyId: this.auth?.agencyId ?? null,
        userId: this.auth?.userId ?? null,
        locale: this.locale,
        ip: this.ip,
        now: new Date(),
      };
      return this.baseContext;
    },
  });
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest) {
      if (this.context) return this.context;
      if (!this.auth) throw unauthenticated();
      throw forbidden();
    },
  });
  const authenticate = app.authenticate;
  app.authenticate = async (request: FastifyRequest) => {
    await authenticate(request);
    const auth = request.auth;
    if (!auth || auth.agencyId === null) return;
    request.context = {
      db: app.db,
      deps: app,
      agencyId: auth.agencyId,
      userId: auth.userId,
      role: auth.role,
      locale: request.locale,
      ip: request.ip,
      now: new Date(),
      timeZone: timeZoneOr(request.agencyTimeZone),
    };
  };
}
