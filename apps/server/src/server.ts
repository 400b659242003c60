// Starts and stops the server; app.ts says what it is. `npm start` runs this through tsx.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadEnv, type Env } from './config/env.ts';
import { demoLogins } from './db/seed/index.ts';
import { DEV_MAILBOX_PATH, devMailboxEnabled } from './modules/mail/index.ts';
import { prepareDatabase } from './start.ts';

function fail(error: unknown): never {
  // A bad configuration is one clear line, never a stack trace (DESIGN §3).
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  fail(error);
}

const { database, seeded } = await prepareDatabase(env).catch(fail);

try {
  const app = await buildApp({ env, database });
  await app.listen({ port: env.PORT, host: env.HOST });

  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  // TLS_CERT_FILE set: HTTPS, HTTP/2 to browsers that offer it (config/tls.ts).
  const origin = `${env.TLS_CERT_FILE ? 'https' : 'http'}://${shown}:${env.PORT}`;
  console.log(`\nMy Account is running at ${origin}  (API docs: /docs)`);
  if (env.TLS_CERT_FILE) console.log('HTTPS with HTTP/2 (HTTP/1.1 for clients without it)');
  console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}`);
  if (devMailboxEnabled(env))
    console.log(`Mail (no SMTP_URL) waits in the outbox; read it at ${origin}${DEV_MAILBOX_PATH}`);
  else if (!env.SMTP_URL)
    // Production without SMTP still serves (a deployment may relay the outbox table itself),
    // but nobody receives a reset link or a receipt until SMTP_URL is set: say so loudly.
    app.log.warn('SMTP_URL is not set: mail is only queued in the mail_outbox table and never sent');
  if (env.SEED_DEMO) {
    console.log(seeded ? 'Demo data loaded. Sign in with:' : 'Demo sign-ins:');
    for (const login of demoLogins) {
      console.log(
        `  ${login.user.padEnd(8)} ${login.password.padEnd(14)} ${login.brand.padEnd(10)} ${login.shows}`,
      );
    }
  }

  // SIGINT/SIGTERM (and a crash) close the server and the database once; a second signal, or a
  // close that outlasts the grace period (a stuck request, a hung pool), ends the process anyway.
  closeWithGrace(
    { delay: env.SHUTDOWN_GRACE_SECONDS * 1000, logger: { error: (m) => app.log.error(m) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an unexpected error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      await database.close();
    },
  );
} catch (error) {
  await database.close().catch(() => undefined);
  fail(error);
}
