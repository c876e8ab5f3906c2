import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { pnrRoutes } from './pnr/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { travelRoutes } from './travels/routes.ts';
import { travelerRoutes } from './travelers/routes.ts';
import { trailRoutes } from './trails/routes.ts';
import { placeRoutes } from './places/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { dependentRoutes } from './dependents/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { importExportRoutes } from './import-export/routes.ts';
import { utilsRoutes } from './utils/routes.ts';
import { checklistRoutes } from './checklist/routes.ts';
import { alertRoutes } from './alerts/routes.ts';
import { voucherRoutes } from './vouchers/routes.ts';
import { financialRoutes } from './financial/routes.ts';
import { shareRoutes } from './share/routes.ts';
import { tripPdfRoutes } from './trip-pdf/routes.ts';

import { documentAiRoutes } from './document-ai/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { privacyRoutes, readAuditHooks } from './privacy/routes.ts';
import { auditLogRoutes } from './audit-log/routes.ts';
import { operatorRoutes } from './operator/routes.ts';

/** Every API area, registered under /api/v1. */
// readAuditHooks first: its onSend hook (customer and document reads) must exist before those routes.
export const apiModules: FastifyPluginAsync[] = [readAuditHooks, healthRoutes, authRoutes, accountRoutes, staffRoutes, fileRoutes, pnrRoutes, billingRoutes, travelRoutes, travelerRoutes, trailRoutes, placeRoutes, customerRoutes, dependentRoutes, documentRoutes, importExportRoutes, utilsRoutes, checklistRoutes, alertRoutes, voucherRoutes, financialRoutes, shareRoutes, tripPdfRoutes, documentAiRoutes, supportRoutes, privacyRoutes, auditLogRoutes, operatorRoutes];
