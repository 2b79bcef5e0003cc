import { describe, expect, it } from 'vitest';
import {
  EMAIL_RESEND_SECONDS,
  readEmailLinkSent,
  resendAllowedAt,
  saveEmailLinkSent,
} from './email-link-sent';

describe('email link sent', () => {
  it('allows a resend 60 s after the last link, and at once when none was sent here', () => {
    expect(EMAIL_RESEND_SECONDS).toBe(60);
    expect(resendAllowedAt({ sentAt: 1_000, resent: false })).toBe(61_000);
    expect(resendAllowedAt(null)).toBeNull();
  });

  it('is kept for this tab only, and forgets what it cannot read', () => {
    saveEmailLinkSent({ sentAt: 5_000, resent: true });
    expect(readEmailLinkSent()).toEqual({ sentAt: 5_000, resent: true });
    expect(localStorage.length).toBe(0);
    const key = sessionStorage.key(0)!;

    sessionStorage.setItem(key, '{');
    expect(readEmailLinkSent()).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ sentAt: 'soon' }));
    expect(readEmailLinkSent()).toBeNull();

    saveEmailLinkSent(null);
    expect(sessionStorage.length).toBe(0);
  });
});
