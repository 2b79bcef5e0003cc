import { describe, expect, it } from 'vitest';
import { isEmailTokenShape, outcomeFrom, tokenFromQuery } from './email-link';

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
    expect(outcomeFrom({ status: 'success' })).toBe('success');
    expect(outcomeFrom({ status: 'fail' })).toBe('fail');
    expect(outcomeFrom({ status: 'other' })).toBeNull();
    expect(outcomeFrom(null)).toBeNull();
  });
});
