import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { intervalOf, type JobRunner, startJob } from '../../jobs/runner.ts';
import { runBudgetAlerts } from './job.ts';

/** Hourly by default: the projection moves as a day's reads arrive, not faster. */
const DEFAULT_INTERVAL_SECONDS = 3600;

/** Starts the budget alerts job with the app (BUDGET_ALERTS_INTERVAL_SECONDS) and stops it on close. */
export const budgetAlertsJobPlugin = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    const seconds = intervalOf(
      options.env,
      options.env.BUDGET_ALERTS_INTERVAL_SECONDS,
      DEFAULT_INTERVAL_SECONDS,
    );
    let runner: JobRunner | null = null;
    app.addHook('onReady', async () => {
      if (seconds <= 0) return;
      runner = startJob(
        seconds * 1000,
        () => runBudgetAlerts(app.db),
        (error) => app.log.error({ err: error, job: 'budget-alerts' }, 'budget alerts job failed'),
      );
    });
    app.addHook('onClose', async () => {
      await runner?.stop();
    });
  },
  { name: 'budget-alerts-job' },
);
