// Which customers' rows changed, as this API instance learns it (decision
// 039): from the database's notices (triggers send them at commit, from every
// instance and every writer) and, for this instance's own writes, at once from
// the code that wrote them, so that a customer reads their own change on the
// next request without waiting for the notice. Caches of a customer's reads
// subscribe here; while the notices are not live, they hold nothing.

import { randomUUID } from 'node:crypto';

/** A customer's id, or null: everyone's rows may have changed. */
export type ChangeListener = (userId: string | null) => void;

export interface CustomerChanges {
  /** Whether notices arrive; when false, a cache must neither answer nor keep. */
  readonly live: boolean;
  /** This instance committed a change to the customer's rows. */
  changed(userId: string): void;
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has been heard: it
   * sends a marker on the channel and waits for it to come back, after the
   * notices queued before it. For a change made by another writer (a script,
   * a test's SQL) that this instance must see on its next request.
   */
  settle(): Promise<void>;
}

/** The channel the migration's triggers notify on. */
export const CUSTOMER_CHANGES_CHANNEL = 'rosto_customer_changes';

export interface CustomerChangesFeed extends CustomerChanges {
  /** A notice's payload: a customer's id, '' for everyone, or a settle marker. */
  notice(payload: string): void;
  setLive(isLive: boolean): void;
}

/** Sends a notice on the channel (NOTIFY, through the database). */
export type SendNotice = (payload: string) => Promise<void>;

const MARKER_PREFIX = 'settle:';

/** How long settle waits for its marker before it drops every entry instead. */
export const SETTLE_TIMEOUT_MS = 2_000;

export function createCustomerChanges(send: SendNotice): CustomerChangesFeed {
  const listeners = new Set<ChangeListener>();
  const markers = new Map<string, () => void>();
  let live = false;
  const tell = (userId: string | null) => {
    for (const listener of listeners) listener(userId);
  };
  return {
    get live() {
      return live;
    },
    changed: (userId) => tell(userId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settle() {
      if (!live) return;
      const marker = `${MARKER_PREFIX}${randomUUID()}`;
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          markers.delete(marker);
          resolve(false);
        }, SETTLE_TIMEOUT_MS);
        markers.set(marker, () => {
          clearTimeout(timer);
          markers.delete(marker);
          resolve(true);
        });
      });
      await send(marker);
      // Not heard in time: what arrived before it cannot be known, so nothing is kept.
      if (!(await heard)) tell(null);
    },
    notice(payload) {
      if (payload.startsWith(MARKER_PREFIX)) {
        markers.get(payload)?.();
        return;
      }
      tell(payload === '' ? null : payload);
    },
    setLive(isLive) {
      // Notices may have been missed while down, and whatever was filled in
      // the meantime is suspect: everyone's entries go, on loss and on return.
      live = isLive;
      tell(null);
    },
  };
}

/** What a repository needs to say that it changed a customer's rows. */
export type ChangeNotes = Pick<CustomerChanges, 'changed'>;

/** For a repository used where nothing caches (scripts, tests of SQL alone). */
export const unheardChanges: ChangeNotes = { changed: () => {} };

/** Awaits a write, then notes the customer's change (after its commit, never before). */
export async function noting<T>(
  changes: ChangeNotes,
  userId: string,
  write: Promise<T>,
): Promise<T> {
  const result = await write;
  changes.changed(userId);
  return result;
}
