// Remembers, for this tab, which cards' validation explanation the user has
// read and confirmed (the charge was made then), so a registration that comes
// back to the screen goes straight to the amount (wallet.md §2: "the
// explanation is shown first unless already seen"). Only card ids and times
// are kept, never card data; after 24 hours the charge is refunded (decision
// 030), so a new one needs the explanation again.
import { readStored, writeStored } from '../../../lib/storage';

const KEY = `card-validation-explained${import.meta.env.DEV ? '-dev' : ''}`;
/** The charge is refunded 24 hours after it was made at the latest. */
export const EXPLAINED_FOR_MS = 24 * 60 * 60 * 1000;
/** A tab validates few cards; an old entry makes room for a new one. */
const MAX_CARDS = 20;

type Explained = Record<string, number>;

function read(now: number): Explained {
  try {
    const stored: unknown = JSON.parse(readStored(KEY, 'session') ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && now - entry[1] < EXPLAINED_FOR_MS && entry[1] <= now,
      ),
    );
  } catch {
    return {};
  }
}

export function wasExplained(cardId: string, now = Date.now()): boolean {
  return cardId in read(now);
}

export function markExplained(cardId: string, now = Date.now()): void {
  const entries = Object.entries({ ...read(now), [cardId]: now })
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_CARDS);
  writeStored(KEY, JSON.stringify(Object.fromEntries(entries)), 'session');
}
