// LISTEN on a PostgreSQL server through a connection of its own (a pooled
// one would lose the LISTEN when the pool closes or hands it on). Notices sent
// while the connection was down are lost for good, so the caller hears of every
// loss and every return (`live`) and must treat what it holds as stale then.
// It reconnects by itself, with growing pauses, until stopped.
import pg from 'pg';

export interface NoticeEvents {
  notice(payload: string): void;
  /** true once listening (again); false when the connection is lost, with why. */
  live(isLive: boolean, error?: unknown): void;
}

export interface NoticeListener {
  stop(): Promise<void>;
}

/** The listening connection's application_name. */
export const NOTICE_LISTENER_NAME = 'rosto-change-notices';

/** Pauses before each reconnection attempt; the last one repeats. */
export const RECONNECT_PAUSES_MS = [100, 500, 2_000, 5_000] as const;

export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  events: NoticeEvents,
): Promise<NoticeListener> {
  let current: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    const pause = RECONNECT_PAUSES_MS[Math.min(failures, RECONNECT_PAUSES_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, pause);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      // Named, so an operator (and a test) can tell it apart in pg_stat_activity.
      application_name: NOTICE_LISTENER_NAME,
    });
    const lose = (error?: unknown) => {
      client.removeAllListeners('notification');
      // Quiet from now on: an error after end() must not crash the process.
      client.on('error', () => {});
      client.end().catch(() => {});
      if (current !== client) return;
      current = null;
      events.live(false, error);
      scheduleReconnect();
    };
    client.on('notification', (message) => {
      if (message.channel === channel) events.notice(message.payload ?? '');
    });
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      lose();
      scheduleReconnect();
      return;
    }
    if (stopped) {
      lose();
      return;
    }
    current = client;
    failures = 0;
    events.live(true);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}
