// The per-customer cache and the change feed, without a database: what is
// kept, what a change drops, and the read that races a change (decision 039).
import { describe, expect, it, vi } from 'vitest';
import { CustomerCache } from './customer-cache';
import { SETTLE_TIMEOUT_MS, createCustomerChanges } from './customer-changes';

const ANN = 'ann';
const BOB = 'bob';

/** A read the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function setUp(options: Partial<ConstructorParameters<typeof CustomerCache>[1]> = {}) {
  const sent: string[] = [];
  const feed = createCustomerChanges((payload) => {
    sent.push(payload);
    return Promise.resolve();
  });
  feed.setLive(true);
  let now = 0;
  const cache = new CustomerCache<string>(
    feed,
    { maxCustomers: 10, maxEntriesPerCustomer: 3, maxAgeMs: 60_000, ...options },
    () => now,
  );
  let reads = 0;
  /** What the cache answers for the key, reading `value` from "the database" on a miss. */
  const answer = (userId: string, key: string, value: string) =>
    cache.through(userId, key, () => {
      reads += 1;
      return Promise.resolve(value);
    });
  return { feed, cache, answer, sent, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('CustomerCache', () => {
  it("keeps a customer's answers by key until that customer changes", async () => {
    const { feed, cache, answer, reads } = setUp();
    expect(await answer(ANN, 'page-1', 'ann 1')).toBe('ann 1');
    await answer(BOB, 'page-1', 'bob 1');
    expect(await answer(ANN, 'page-1', 'not read')).toBe('ann 1');
    expect(reads()).toBe(2);
    expect(cache.get(ANN, 'page-2')).toBeUndefined();

    feed.changed(ANN);
    expect(cache.get(ANN, 'page-1')).toBeUndefined();
    expect(cache.get(BOB, 'page-1')).toBe('bob 1');
    expect(await answer(ANN, 'page-1', 'ann 2')).toBe('ann 2');

    feed.notice(BOB);
    expect(cache.get(BOB, 'page-1')).toBeUndefined();
  });

  it('drops everyone on an empty notice (a shop renamed)', async () => {
    const { feed, cache, answer } = setUp();
    await answer(ANN, 'page-1', 'ann 1');
    await answer(BOB, 'page-1', 'bob 1');
    feed.notice('');
    expect(cache.get(ANN, 'page-1')).toBeUndefined();
    expect(cache.get(BOB, 'page-1')).toBeUndefined();
  });

  it('keeps only what `keep` accepts', async () => {
    const { cache } = setUp();
    const closed = await cache.through(
      ANN,
      'session',
      () => Promise.resolve('closed'),
      (v) => v !== 'closed',
    );
    expect(closed).toBe('closed');
    expect(cache.get(ANN, 'session')).toBeUndefined();
  });

  it('shares one read among concurrent misses of one answer', async () => {
    const { cache } = setUp();
    const read = deferred<string>();
    const load = vi.fn(() => read.promise);
    const answers = Promise.all([1, 2, 3].map(() => cache.through(ANN, 'page-1', load)));
    read.resolve('ann 1');
    expect(await answers).toEqual(['ann 1', 'ann 1', 'ann 1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps a read that a change of the same customer overtook, nor lets a later request wait for it', async () => {
    const { feed, cache } = setUp();
    const before = deferred<string>();
    const stale = cache.through(ANN, 'page-1', () => before.promise);
    feed.changed(ANN);
    // Asked after the change: a read of its own, not the one in flight.
    const fresh = cache.through(ANN, 'page-1', () => Promise.resolve('after the change'));
    before.resolve('read before the change');
    expect(await stale).toBe('read before the change');
    expect(await fresh).toBe('after the change');
    expect(cache.get(ANN, 'page-1')).toBe('after the change');

    // Another customer's change does not spoil a read.
    const other = deferred<string>();
    const kept = cache.through(BOB, 'page-1', () => other.promise);
    feed.changed(ANN);
    other.resolve('bob 1');
    await kept;
    expect(cache.get(BOB, 'page-1')).toBe('bob 1');

    // A flush of everyone does.
    const flushed = deferred<string>();
    const lost = cache.through(BOB, 'page-2', () => flushed.promise);
    feed.notice('');
    flushed.resolve('read before the flush');
    await lost;
    expect(cache.get(BOB, 'page-2')).toBeUndefined();
  });

  it('answers and keeps nothing while the notices are not live, and starts empty when they return', async () => {
    const { feed, cache, answer, reads } = setUp();
    await answer(ANN, 'page-1', 'ann 1');
    feed.setLive(false);
    expect(cache.get(ANN, 'page-1')).toBeUndefined();
    expect(await answer(ANN, 'page-1', 'deaf 1')).toBe('deaf 1');
    expect(await answer(ANN, 'page-1', 'deaf 2')).toBe('deaf 2');
    expect(reads()).toBe(3);

    const spanning = deferred<string>();
    feed.setLive(true);
    const across = cache.through(ANN, 'page-2', () => spanning.promise);
    feed.setLive(false);
    feed.setLive(true);
    spanning.resolve('read across a loss');
    await across;
    expect(cache.get(ANN, 'page-1')).toBeUndefined();
    expect(cache.get(ANN, 'page-2')).toBeUndefined();
  });

  it('bounds entries per customer, customers, and age', async () => {
    const { cache, answer, advance } = setUp({ maxCustomers: 2, maxEntriesPerCustomer: 2 });
    await answer(ANN, 'a', '1');
    await answer(ANN, 'b', '2');
    await answer(ANN, 'c', '3');
    expect([cache.get(ANN, 'a'), cache.get(ANN, 'b'), cache.get(ANN, 'c')]).toEqual([
      undefined,
      '2',
      '3',
    ]);

    await answer(BOB, 'a', 'bob');
    await answer('cid', 'a', 'cid');
    expect(cache.get(ANN, 'b')).toBeUndefined();
    expect(cache.get('cid', 'a')).toBe('cid');

    advance(60_001);
    expect(cache.get('cid', 'a')).toBeUndefined();
  });
});

describe('createCustomerChanges: settle', () => {
  it('resolves when its own marker comes back, and ignores markers of other instances', async () => {
    const { feed, cache, answer, sent } = setUp();
    await answer(ANN, 'page-1', 'ann 1');
    const settled = feed.settle();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    let done = false;
    void settled.then(() => (done = true));

    feed.notice('settle:someone-else');
    feed.notice(ANN);
    await Promise.resolve();
    expect(done).toBe(false);
    feed.notice(sent[0]!);
    await settled;
    expect(cache.get(ANN, 'page-1')).toBeUndefined();
    // A marker is not a customer: nothing else was dropped for it.
    await answer(BOB, 'page-1', 'bob 1');
    feed.notice(sent[0]!);
    expect(cache.get(BOB, 'page-1')).toBe('bob 1');
  });

  it('drops everything when its marker does not come back in time', async () => {
    vi.useFakeTimers();
    try {
      const { feed, cache, answer } = setUp();
      await answer(ANN, 'page-1', 'ann 1');
      const settled = feed.settle();
      await vi.advanceTimersByTimeAsync(SETTLE_TIMEOUT_MS + 1);
      await settled;
      expect(cache.get(ANN, 'page-1')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
