import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload: sent by a transaction that has committed. */
  message(payload: string): void;
  /**
   * Whether every notification from now on will arrive. False when the listening connection
   * is lost (notifications sent meanwhile are missed), true again once it listens anew; a
   * consumer that keeps state derived from notifications must drop it on false.
   */
  live(isLive: boolean): void;
}

/** Starts listening on a channel; answers how to stop. */
export type Listen = (channel: string, handlers: ChannelHandlers) => Promise<() => Promise<void>>;

function channelName(channel: string): string {
  // LISTEN takes an identifier, not a parameter: only plain names are let through.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/** PGlite: one embedded connection, so a notification arrives as the commit that sent it returns. */
export function listenOnPglite(client: PGlite): Listen {
  return async (channel, handlers) => {
    const stop = await client.listen(channelName(channel), (payload) => handlers.message(payload));
    handlers.live(true);
    return async () => {
      handlers.live(false);
      await stop();
    };
  };
}

/** How long a lost listening connection waits before it connects again. */
const reconnectAfterMs = 1000;

/**
 * PostgreSQL: a connection of its own, outside the pool (a pooled connection is handed to
 * other queries and would miss notifications). Lost, it says so and connects again until
 * stopped; the first attempt's failure is not thrown, the consumer just stays not live.
 */
export function listenOnPostgres(connectionString: string): Listen {
  return async (channel, handlers) => {
    const name = channelName(channel);
    let current: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;

    const lose = (client: pg.Client) => {
      if (current !== client) return;
      current = null;
      handlers.live(false);
      client.end().catch(() => undefined);
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, reconnectAfterMs);
      retry.unref();
    };

    const connect = async () => {
      const client = new pg.Client({ connectionString });
      current = client;
      client.on('notification', (message) => {
        if (message.channel === name) handlers.message(message.payload ?? '');
      });
      client.on('error', () => lose(client));
      client.on('end', () => lose(client));
      try {
        await client.connect();
        await client.query(`LISTEN ${name}`);
      } catch {
        lose(client);
        return;
      }
      if (current === client) handlers.live(true);
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      handlers.live(false);
      await client?.end().catch(() => undefined);
    };
  };
}
