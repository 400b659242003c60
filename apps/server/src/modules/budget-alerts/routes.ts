import { budgetSetting, budgetUpdate, enrollmentIdParams } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContextOf, recordAudit } from '../../plugins/audit.ts';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { checkOwnEnrollment, requireOwnEnrollment } from '../enrollments/index.ts';
import { findBudget, saveBudget } from './repository.ts';

const tags = ['billing'];
const security = [{ bearer: [], customerHash: [] }];

/** The monthly budget of an enrollment (issue 12 §5): read it, set it, clear it. */
export async function budgetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/billing/budget/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The monthly budget set for an enrollment (null: none)',
        params: enrollmentIdParams,
        response: { 200: budgetSetting, ...errorResponses },
      },
    },
    async (request) => {
      await checkOwnEnrollment(app.customerCache, app.db, sessionOf(request).customerId, request.params.id);
      return { monthlyAmount: await findBudget(app.db, request.params.id) };
    },
  );

  app.put(
    '/v2/billing/budget/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Sets the monthly budget of an enrollment; null removes it',
        params: enrollmentIdParams,
        body: budgetUpdate,
        response: { 200: budgetSetting, ...errorResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      await requireOwnEnrollment(app.db, sessionOf(request).customerId, id);
      const amount = request.body.monthlyAmount;
      await app.db.transaction(async (tx) => {
        await saveBudget(tx, id, amount);
        await recordAudit(tx, auditContextOf(request), {
          action: 'budget.update',
          entity: 'enrollment',
          entityId: id,
          details: { monthlyAmount: amount },
        });
      });
      return { monthlyAmount: amount };
    },
  );
}
