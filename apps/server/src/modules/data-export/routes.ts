import { enrollmentIdParams, exportCoverage, exportWindowQuery } from '@myaccount/contract';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../pdf/render.ts';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { marketToday } from '../billing/index.ts';
import { checkOwnEnrollment } from '../enrollments/index.ts';
import { exportCoverage as findCoverage, espiStream } from './espi-export.ts';
import { smtCsvStream } from './smt-export.ts';

const tags = ['data-export'];
const security = [{ bearer: [], customerHash: [] }];

/** The US date of a file name (SMT and Green Button name files MM-DD-YYYY); no personal data. */
const usDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

export async function dataExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/data-export/smt-csv/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          'Smart Meter Texas-compatible 15-minute interval CSV, streamed (92/100 intervals on DST days)',
        params: enrollmentIdParams,
        querystring: exportWindowQuery,
        produces: ['text/csv'],
        // Fastify pipes a stream as it is: this schema types the reply, it never serialises.
        response: { 200: z.instanceof(Readable).describe('The CSV, streamed'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await checkOwnEnrollment(app.customerCache, app.db, sessionOf(request).customerId, request.params.id);
      const now = new Date();
      const { stream, window } = await smtCsvStream(app.db, {
        enrollmentId: request.params.id,
        ...request.query,
        today: marketToday(now),
        now,
      });
      const name = `Interval_15_Minute_${usDate(window.startDate)}_${usDate(window.endDate)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/v2/data-export/espi/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          'Green Button Download My Data: ESPI (NAESB REQ.21) Atom feed of the window, 15-minute reads, streamed',
        params: enrollmentIdParams,
        querystring: exportWindowQuery,
        produces: ['application/atom+xml'],
        response: { 200: z.instanceof(Readable).describe('The Atom feed, streamed'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await checkOwnEnrollment(app.customerCache, app.db, sessionOf(request).customerId, request.params.id);
      const now = new Date();
      const { stream, fileName } = await espiStream(app.db, {
        enrollmentId: request.params.id,
        ...request.query,
        today: marketToday(now),
        now,
      });
      return reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('content-disposition', attachmentHeader(fileName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/v2/data-export/coverage/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'First and last day of meter data an export of this enrollment can hold',
        params: enrollmentIdParams,
        response: { 200: exportCoverage, ...errorResponses },
      },
    },
    async (request) => {
      await checkOwnEnrollment(app.customerCache, app.db, sessionOf(request).customerId, request.params.id);
      return findCoverage(app.db, request.params.id);
    },
  );
}
