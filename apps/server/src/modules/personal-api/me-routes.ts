import { enrollmentIdParams, enrollmentsByAddress, exportWindowQuery, statement } from '@myaccount/contract';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { listStatements, marketToday } from '../billing/index.ts';
import { espiStream, intervalJsonStream } from '../data-export/index.ts';
import { listEnrollmentsByAddress, checkOwnEnrollment } from '../enrollments/index.ts';
import { callerOf, requireApiToken } from './token-auth.ts';

const tags = ['personal-api'];
const security = [{ apiToken: [] }];

/**
 * The read API a personal token opens (issue 16): the same data the portal shows, read-only,
 * for the token's customer only. `usage` tokens read intervals, `billing` tokens statements;
 * either lists the enrollments. Answers are never cached by anyone but the caller.
 */
export async function meRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  async function ownEnrollment(request: FastifyRequest, id: number): Promise<number> {
    await checkOwnEnrollment(app.customerCache, app.db, callerOf(request).customerId, id);
    return id;
  }

  app.get(
    '/v2/me/enrollments',
    {
      onRequest: requireApiToken(app, null),
      schema: {
        tags,
        security,
        summary: 'The enrollments of the token’s customer, grouped by service address (any scope)',
        response: { 200: enrollmentsByAddress, ...errorResponses },
      },
    },
    async (request) => listEnrollmentsByAddress(app.customerCache, app.db, callerOf(request).customerId),
  );

  app.get(
    '/v2/me/enrollments/:id/statements',
    {
      onRequest: requireApiToken(app, 'billing'),
      schema: {
        tags,
        security,
        summary: 'Statements of one enrollment, newest first (billing scope)',
        params: enrollmentIdParams,
        response: { 200: z.array(statement), ...errorResponses },
      },
    },
    async (request) => listStatements(app.db, await ownEnrollment(request, request.params.id)),
  );

  const window = async (
    request: FastifyRequest,
    id: number,
    dates: { startDate: string; endDate: string },
  ) => {
    const now = new Date();
    return { enrollmentId: await ownEnrollment(request, id), ...dates, today: marketToday(now), now };
  };

  app.get(
    '/v2/me/enrollments/:id/intervals',
    {
      onRequest: requireApiToken(app, 'usage'),
      schema: {
        tags,
        security,
        summary:
          '15-minute reads of a window (at most 13 months), each named by its UTC start, streamed (usage scope)',
        params: enrollmentIdParams,
        querystring: exportWindowQuery,
        response: {
          200: z.instanceof(Readable).describe("The reads as JSON (the contract's meIntervals), streamed"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const stream = await intervalJsonStream(
        app.db,
        await window(request, request.params.id, request.query),
      );
      return reply.type('application/json; charset=utf-8').send(stream);
    },
  );

  app.get(
    '/v2/me/enrollments/:id/espi',
    {
      onRequest: requireApiToken(app, 'usage'),
      schema: {
        tags,
        security,
        summary: 'Green Button (ESPI) Atom feed of a window, as the My data page downloads it (usage scope)',
        params: enrollmentIdParams,
        querystring: exportWindowQuery,
        produces: ['application/atom+xml'],
        response: { 200: z.instanceof(Readable).describe('The Atom feed, streamed'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { stream } = await espiStream(app.db, await window(request, request.params.id, request.query));
      return reply.type('application/atom+xml; charset=utf-8').send(stream);
    },
  );
}
