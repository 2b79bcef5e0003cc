// Remembers, for this tab, which cards' validation explanation the user has
// read and confirmed (the charge was made then), so a registration that comes
// back to the screen goes straight to the amount (docs/spec/wallet-checklist.md §2: "the
// explanation is shown first unless already seen"). Only card ids and times
// are kept, never card data; after 24 hours the charge is refunded (decision
// 030), so a new one needs the explanation again.
import { z } from 'zod';
import { storageKeys } from '../../../../lib/storage';
import { storedValue } from '../../../../lib/stored-value';

/** Card id -> epoch ms of the confirmation. */
const stored = storedValue(
  storageKeys.cardValidationExplained,
  z.record(z.string(), z.number()),
  'session',
);
/** The charge is refunded 24 hours after it was made at the latest. */
export const EXPLAINED_FOR_MS = 24 * 60 * 60 * 1000;
/** A tab validates few cards; an old entry makes room for a new one. */
const MAX_CARDS = 20;

type Explained = Record<string, number>;

function read(now: number): Explained {
  return Object.fromEntries(
    Object.entries(stored.read() ?? {}).filter(
      ([, at]) => now - at < EXPLAINED_FOR_MS && at <= now,
    ),
  );
}

export function wasExplained(cardId: string, now = Date.now()): boolean {
  return cardId in read(now);
}

export function markExplained(cardId: string, now = Date.now()): void {
  const entries = Object.entries({ ...read(now), [cardId]: now })
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_CARDS);
  stored.write(Object.fromEntries(entries));
}
