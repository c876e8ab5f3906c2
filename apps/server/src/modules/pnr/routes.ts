import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodePnr } from '@rumo/pnr';
import { pnrDecodeSchema, travelPnrSchema } from '@rumo/core';
import { decodeForAgency, importIntoTravel } from './service.ts';

/** The PNR decoder: public (rate limited, no login) and for agents, with import into a trip. */
export const pnrRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/public/pnra',
    {
      schema: { tags: ['pnr'], security: [], body: pnrDecodeSchema },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) =>
      decodePnr(request.body.text, {
        locale: request.locale,
        ...(request.body.reference_date ? { referenceDate: request.body.reference_date } : {}),
      }),
  );

  api.post(
    '/travels/pnra',
    { schema: { tags: ['pnr'], body: travelPnrSchema }, preHandler: app.authenticate },
    async (request, reply) => {
      const body = request.body;
      if (body.import && body.travel_id !== undefined) {
        const imported = await importIntoTravel(request.ctx, {
          travel_id: body.travel_id,
          text: body.text,
          reference_date: body.reference_date,
          segments: body.segments,
        });
        return reply.status(201).send(imported);
      }
      return decodeForAgency(request.ctx, body.text, body.reference_date, body.travel_id);
    },
  );
};
