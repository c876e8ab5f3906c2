import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { pnrRoutes } from './pnr/routes.ts';

/** Every API area, registered under /api/v1. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, authRoutes, accountRoutes, staffRoutes, fileRoutes, pnrRoutes];
