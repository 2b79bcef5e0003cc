// Answers kept per customer, in this process, and dropped when the customer's
// rows change (decision 039). An answer read from the database is kept only
// when no change of that customer arrived while it was being read: the read
// notes the customer's generation before it starts and compares it after. A
// read that started before a change and ended after it is thus never kept,
// whatever the order in which its rows and the change's notice arrive.
// Concurrent misses of one answer share one read (a hot page whose entry
// expires would otherwise send every request in flight to the database), but
// only within a generation: a request that arrives after a change never waits
// for a read that started before it.
import { LRUCache } from 'lru-cache';
import type { CustomerChanges } from './customer-changes';

export interface CustomerCacheOptions {
  /** Customers with entries, least recently used dropped first. */
  maxCustomers: number;
  /** Entries per customer (pages, sessions), oldest dropped first. */
  maxEntriesPerCustomer: number;
  /**
   * A bound on an entry's age, should a notice ever go astray. Notices, not
   * this, keep entries fresh.
   */
  maxAgeMs: number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

interface Read<V> {
  generation: number;
  value: Promise<V>;
}

/** A customer's entries and reads in flight, and how many changes of theirs this record has seen. */
interface CustomerEntries<V> {
  generation: number;
  entries: Map<string, Entry<V>>;
  reads: Map<string, Read<V>>;
}

export class CustomerCache<V> {
  readonly #customers: LRUCache<string, CustomerEntries<V>>;
  readonly #changes: CustomerChanges;
  readonly #options: CustomerCacheOptions;
  readonly #now: () => number;

  constructor(
    changes: CustomerChanges,
    options: CustomerCacheOptions,
    now: () => number = () => performance.now(),
  ) {
    this.#changes = changes;
    this.#options = options;
    this.#now = now;
    this.#customers = new LRUCache({ max: options.maxCustomers });
    changes.subscribe((userId) => {
      if (userId === null) {
        this.#customers.clear();
        return;
      }
      const record = this.#customers.peek(userId);
      if (!record) return;
      record.generation += 1;
      record.entries.clear();
      record.reads.clear();
    });
  }

  /** The kept answer, if any (none while the notices are not live). */
  get(userId: string, key: string): V | undefined {
    if (!this.#changes.live) return undefined;
    const entry = this.#customers.get(userId)?.entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt > this.#options.maxAgeMs) return undefined;
    return entry.value;
  }

  /**
   * The kept answer, else what `read` answers, kept when `keep` says so and
   * nothing of the customer changed meanwhile.
   */
  async through(
    userId: string,
    key: string,
    read: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const hit = this.get(userId, key);
    if (hit !== undefined) return hit;
    if (!this.#changes.live) return read();
    let record = this.#customers.get(userId);
    if (!record) {
      record = { generation: 0, entries: new Map(), reads: new Map() };
      this.#customers.set(userId, record);
    }
    const pending = record.reads.get(key);
    if (pending && pending.generation === record.generation) return pending.value;

    const began = record;
    const { generation } = began;
    const value = read().then((answer) => {
      if (keep(answer)) this.#store(userId, began, generation, key, answer);
      return answer;
    });
    began.reads.set(key, { generation, value });
    const settled = () => {
      if (began.reads.get(key)?.value === value) began.reads.delete(key);
    };
    value.then(settled, settled);
    return value;
  }

  /** Drops one entry (an answer that no longer holds, found without a change notice). */
  forget(userId: string, key: string): void {
    this.#customers.peek(userId)?.entries.delete(key);
  }

  #store(
    userId: string,
    began: CustomerEntries<V>,
    generation: number,
    key: string,
    value: V,
  ): void {
    // Gone (dropped, or everything cleared), changed since, or deaf: not kept.
    if (!this.#changes.live || this.#customers.peek(userId) !== began) return;
    if (began.generation !== generation) return;
    const { entries } = began;
    entries.delete(key);
    entries.set(key, { value, storedAt: this.#now() });
    if (entries.size > this.#options.maxEntriesPerCustomer) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }
}
