import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { refundEarnedDeposits } from '../modules/deposits/index.ts';
import { purgeOldKeys } from '../modules/payments/index.ts';
import { runAutopay } from './autopay.ts';
import { announceBillsReady } from './bill-ready.ts';
import { postCapturedCharges } from './posting.ts';
import { intervalOf, type JobRunner, startJob } from './runner.ts';

/** Starts the payment posting and autopay jobs with the app and stops them when it closes. */
export const paymentJobsPlugin = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    const runners: JobRunner[] = [];
    const posting = intervalOf(options.env, options.env.PAYMENTS_POSTING_INTERVAL_SECONDS, 60);
    const autopay = intervalOf(options.env, options.env.PAYMENTS_AUTOPAY_INTERVAL_SECONDS, 3600);
    const report = (job: string) => (error: unknown) =>
      app.log.error({ err: error, job }, 'payment job failed');

    app.addHook('onReady', async () => {
      if (posting > 0) {
        runners.push(
          startJob(
            posting * 1000,
            async () => {
              await postCapturedCharges(app.db);
              await purgeOldKeys(app.db);
            },
            report('posting'),
          ),
        );
      }
      if (autopay > 0) {
        runners.push(
          startJob(
            autopay * 1000,
            async () => {
              await runAutopay(app.db, app.paymentGateway);
              // The same billing-cycle rhythm: a new statement is announced within the hour,
              // and a deposit whose on-time payments are complete is refunded.
              await announceBillsReady(app.db);
              await refundEarnedDeposits(app.db);
            },
            report('autopay'),
          ),
        );
      }
    });
    app.addHook('onClose', async () => {
      await Promise.all(runners.map((r) => r.stop()));
    });
  },
  { name: 'payment-jobs', dependencies: ['payment-gateway'] },
);
