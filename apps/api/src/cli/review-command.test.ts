// The review command's arguments (decision 021); the command on a real database
// is in modules/face-review/review.test.ts and modules/wallet/card-review.test.ts.
import { describe, expect, it } from 'vitest';
import { ReviewUsageError, parseReviewArgs } from './review-command';

describe('review command arguments', () => {
  it('reads list, approve and reject, faces by default', () => {
    expect(parseReviewArgs(['list'])).toEqual({ action: 'list', kind: 'face' });
    expect(parseReviewArgs(['approve', 'abc'])).toEqual({
      action: 'approve',
      kind: 'face',
      id: 'abc',
    });
    expect(parseReviewArgs(['reject', 'abc', '--reason', 'foto escura'])).toEqual({
      action: 'reject',
      kind: 'face',
      id: 'abc',
      reason: 'foto escura',
    });
    expect(parseReviewArgs(['--kind', 'face', 'reject', 'abc'])).toEqual({
      action: 'reject',
      kind: 'face',
      id: 'abc',
    });
    // Cards waiting for review (decision 030): modules/wallet/card-review.test.ts.
    expect(parseReviewArgs(['list', '--kind', 'card'])).toEqual({ action: 'list', kind: 'card' });
  });

  it('refuses what it does not know', () => {
    for (const args of [
      [],
      ['approve'],
      ['list', 'abc'],
      ['approve', 'abc', 'def'],
      ['approve', 'abc', '--reason', 'x'],
      ['delete', 'abc'],
      ['list', '--kind', 'payment'],
      ['list', '--verbose'],
    ]) {
      expect(() => parseReviewArgs(args), args.join(' ')).toThrow(ReviewUsageError);
    }
  });
});
