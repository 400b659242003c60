import type { Db } from '../../db/client.ts';

/** What a service change needs besides its audit context: the database and the mail dispatch. */
export interface ChangeDeps {
  db: Db;
  /** Starts delivering mail the committed change queued (app.mailer.dispatch). */
  dispatch: (mailIds: number[]) => void;
}
