import {
  charge,
  enrollmentIdParams,
  statement,
  statementPdfQuery,
  statementSummary,
  usageRecord,
  usageSmtHistory,
  usageSmtRequest,
} from '@myaccount/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../pdf/render.ts';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { acceptedEncoding, keepJson, sendKeptJson } from '../../plugins/kept-json.ts';
import { checkOwnEnrollment } from '../enrollments/index.ts';
import { findBillHelp } from '../payment-help/index.ts';
import {
  getStatementSummary,
  getUsageSmtHistory,
  listCharges,
  listStatements,
  listUsageHistory,
} from './service.ts';
import { buildStatementFile } from './statement-service.ts';

const tags = ['billing'];
const security = [{ bearer: [], customerHash: [] }];

export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The enrollment id of a route, once the caller is known to own it. */
  async function ownEnrollment(request: FastifyRequest, id: number): Promise<number> {
    await checkOwnEnrollment(app.customerCache, app.db, sessionOf(request).customerId, id);
    return id;
  }

  // Authentication runs first (onRequest), so bad input from a stranger is still 401.
  const read = <T extends z.ZodType>(summary: string, response: T) => ({
    onRequest: app.requireCustomer,
    schema: {
      tags,
      security,
      summary,
      params: enrollmentIdParams,
      response: { 200: response, ...errorResponses },
    },
  });

  app.get(
    '/v2/billing/statement-summary/:id',
    read('Running balance of an enrollment; null before its first bill', statementSummary.nullable()),
    async (request) => {
      const id = await ownEnrollment(request, request.params.id);
      // Home and Billing read it on every visit: kept in the customer cache, which every change
      // to the summary, the bills, a payment plan or average billing empties (migration 0032).
      return app.customerCache.find(sessionOf(request).customerId, `statement-summary:${id}`, async () => {
        const summary = await getStatementSummary(app.db, id);
        // A payment plan or average billing changes what is due now and what the bills carry.
        return summary && { ...summary, help: await findBillHelp(app.db, id) };
      });
    },
  );

  app.get(
    '/v2/billing/charges/:id',
    read('Itemised charges, newest first', z.array(charge)),
    async (request) => listCharges(app.db, await ownEnrollment(request, request.params.id)),
  );

  app.get(
    '/v2/billing/statements/:id',
    read('Statements, newest first', z.array(statement)),
    async (request) => listStatements(app.db, await ownEnrollment(request, request.params.id)),
  );

  app.get(
    '/v2/billing/usage-history/:id',
    read('Monthly billed usage, newest first', z.array(usageRecord)),
    async (request) => listUsageHistory(app.db, await ownEnrollment(request, request.params.id)),
  );

  app.get(
    '/v2/billing/statements-pdf/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'One statement as a PDF, in the customer’s language',
        params: enrollmentIdParams,
        querystring: statementPdfQuery,
        produces: ['application/pdf'],
        // Fastify sends a Buffer as it is: this schema types the reply, it never serialises.
        response: { 200: z.instanceof(Buffer).describe('The statement PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await ownEnrollment(request, request.params.id);
      await app.rateLimits.enforce({
        'statement-pdf:ip': app.rateLimits.clientOf(request),
        'statement-pdf:account': sessionOf(request).customerId,
      });
      const file = await buildStatementFile(app.db, id, request.query.custStatementTkn);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', attachmentHeader(file.fileName))
          // A personal document: never kept by shared caches.
          .header('cache-control', 'private, no-store')
          .send(file.pdf)
      );
    },
  );

  app.post(
    '/v2/billing/usage-smt-history/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Interval usage from the 15-minute reads, grouped by period, with an optional comparison',
        params: enrollmentIdParams,
        body: usageSmtRequest,
        response: { 200: usageSmtHistory, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await ownEnrollment(request, request.params.id);
      const { period, startDate, endDate, comparePeriod } = request.body;
      const encoding = acceptedEncoding(request);
      // A year at 15 minutes is 35,040 values built from 365 meter-days: kept as the bytes the
      // reply is sent as, which new meter reads (migration 0033), a plan or utility change (0031)
      // empty. A window is valid for good once it was (today only moves on).
      const kept = await app.customerCache.findLarge(
        sessionOf(request).customerId,
        `usage:${id}:${period}:${startDate}:${endDate}:${comparePeriod ?? ''}:${encoding ?? ''}`,
        async () => keepJson(reply, await getUsageSmtHistory(app.db, id, request.body), encoding),
        (found) => found.body.byteLength,
      );
      return sendKeptJson(reply, kept);
    },
  );
}
