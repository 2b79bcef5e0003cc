// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { receiptBack, receiptLinkState, receiptOrigin } from './receipt-navigation';

describe('receipt navigation', () => {
  it('a link of ours says where the receipt was opened from', () => {
    expect(receiptOrigin(receiptLinkState('/home'))).toBe('/home');
    expect(receiptBack(receiptLinkState('/pagamentos'))).toEqual({ kind: 'history' });
  });

  it.each([null, undefined, {}, { from: 42 }, { from: '//evil.example' }, { from: 'https://x' }])(
    'without an origin of ours (%j) back replaces the receipt with /pagamentos',
    (state) => {
      expect(receiptOrigin(state)).toBeNull();
      expect(receiptBack(state)).toEqual({ kind: 'replace', to: '/pagamentos' });
    },
  );
});
