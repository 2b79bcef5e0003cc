// @vitest-environment node
// How a card's status reads in the wallet (docs/spec/wallet-checklist.md §2, §3): a card the
// server marks unavailable or deleted shows as blocked, whatever its
// validation says.
import { describe, expect, it } from 'vitest';
import { cardBadge, cardDisplayState } from './card-display';
import { validationTestCard } from '../../testing';

// Validated, so only the status can make it read as blocked.
const usable = { validated: true, canBeValidated: false } as const;

describe('card display', () => {
  it('a validated card shows no badge', () => {
    const card = validationTestCard({ ...usable, cardStatus: 'AUTO_APPROVED' });
    expect(cardDisplayState(card)).toBe('validated');
    expect(cardBadge(card)).toBeNull();
  });

  it.each(['UNAVAILABLE', 'DELETED'] as const)(
    "a card with cardStatus %s displays as 'blocked' with the blocked badge",
    (cardStatus) => {
      const card = validationTestCard({ ...usable, cardStatus });
      expect(cardDisplayState(card)).toBe('blocked');
      expect(cardBadge(card)).toBe('blocked');
    },
  );

  it("a deleted card displays as 'blocked' with the blocked badge, whatever its status", () => {
    const card = validationTestCard({ ...usable, cardStatus: 'AUTO_APPROVED', deleted: true });
    expect(cardDisplayState(card)).toBe('blocked');
    expect(cardBadge(card)).toBe('blocked');
  });
});
