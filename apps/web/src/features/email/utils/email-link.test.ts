// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isEmailTokenShape, resultFrom, tokenFromQuery } from './email-link';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('e-mail link', () => {
  it('accepts URL-safe tokens only', () => {
    expect(isEmailTokenShape(token)).toBe(true);
    expect(isEmailTokenShape('abc')).toBe(false);
    expect(isEmailTokenShape('<script>alert(1)</script>aaaaaaaa')).toBe(false);
    expect(isEmailTokenShape(undefined)).toBe(false);
  });

  it('reads ?token= or ?id= of a bare link', () => {
    expect(tokenFromQuery(`?token=${token}`)).toBe(token);
    expect(tokenFromQuery(`?id=${token}`)).toBe(token);
    expect(tokenFromQuery('?token=short')).toBeNull();
    expect(tokenFromQuery('')).toBeNull();
  });

  it('takes the outcome only from the navigation state', () => {
    expect(resultFrom({ status: 'success' })).toEqual({ status: 'success', retry: null });
    expect(resultFrom({ status: 'fail' })).toEqual({ status: 'fail', retry: null });
    expect(resultFrom({ status: 'other' })).toBeNull();
    expect(resultFrom(null)).toBeNull();
  });

  it('offers a retry only for a link of ours with tries left', () => {
    const retry = { token, remainingAttempts: 3 };
    expect(resultFrom({ status: 'fail', retry })).toEqual({ status: 'fail', retry });
    for (const bad of [
      { token, remainingAttempts: 0 },
      { token, remainingAttempts: 1.5 },
      { token: 'short', remainingAttempts: 3 },
      { token },
    ]) {
      expect(resultFrom({ status: 'fail', retry: bad })?.retry).toBeNull();
    }
    // A success never carries one.
    expect(resultFrom({ status: 'success', retry })?.retry).toBeNull();
  });
});
