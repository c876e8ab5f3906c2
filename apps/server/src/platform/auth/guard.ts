import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '@rumo/core';
import { unauthenticated } from '../../http/errors.ts';

export interface AuthContext {
  userId: number;
  agencyId: number | null;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/** Resolves the bearer token to the user; the agency always comes from the user, never the request. */
export function registerAuthGuard(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const claims = await app.tokens.verify(token);
    if (!claims) throw unauthenticated('errors.invalidToken');
    const user = await app.userCache.get(claims.userId);
    if (!user || !user.active || user.version !== claims.version) throw unauthenticated('errors.invalidToken');
    request.auth = { userId: user.id, agencyId: user.agencyId, role: user.role as UserRole };
  });
}
