import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../../lib/storage';
import { EXPLAINED_FOR_MS, markExplained, wasExplained } from './validation-explained';

describe('validation explained', () => {
  afterEach(() => sessionStorage.clear());

  it('remembers per card, in this tab only, for 24 hours, with ids and times only', () => {
    const now = Date.UTC(2025, 2, 1, 12);
    expect(wasExplained('card-a', now)).toBe(false);
    markExplained('card-a', now);
    expect(wasExplained('card-a', now + 1000)).toBe(true);
    expect(wasExplained('card-b', now + 1000)).toBe(false);
    expect(wasExplained('card-a', now + EXPLAINED_FOR_MS)).toBe(false);
    expect(localStorage.length).toBe(0);
    const stored = Object.values({ ...sessionStorage }).join('');
    expect(JSON.parse(stored)).toEqual({ 'card-a': now });
  });

  it('forgets what storage holds that is not its own', () => {
    // The key the app has always used (storageKeys only names it now).
    expect(storageKeys.cardValidationExplained).toBe('card-validation-explained-dev');
    sessionStorage.setItem(storageKeys.cardValidationExplained, '{"card-a":"yesterday"}');
    expect(wasExplained('card-a')).toBe(false);
    sessionStorage.setItem(storageKeys.cardValidationExplained, 'not json');
    expect(wasExplained('card-a')).toBe(false);
    sessionStorage.setItem(
      storageKeys.cardValidationExplained,
      JSON.stringify({ 'card-a': Date.now() }),
    );
    expect(wasExplained('card-a')).toBe(true);
  });
});
