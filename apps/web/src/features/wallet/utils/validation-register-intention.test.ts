import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { hasRegisterIntention } from './validation-register-intention';

describe('hasRegisterIntention', () => {
  afterEach(() => localStorage.clear());

  it('reads the intention the face flow keeps after the registration', () => {
    expect(hasRegisterIntention()).toBe(false);
    localStorage.setItem(
      storageKeys.face,
      JSON.stringify({ version: 1, registerIntentionId: 'intention-1' }),
    );
    expect(hasRegisterIntention()).toBe(true);
    localStorage.setItem(
      storageKeys.face,
      JSON.stringify({ version: 1, registerIntentionId: null }),
    );
    expect(hasRegisterIntention()).toBe(false);
    localStorage.setItem(storageKeys.face, '{broken');
    expect(hasRegisterIntention()).toBe(false);
  });
});
