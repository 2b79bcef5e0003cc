// The last confirmation link this tab asked for (sessionStorage, like the
// sign-in in progress), so a reload of /validar-conta keeps counting to the
// next resend instead of starting over or allowing one at once. Nothing
// secret: the time, and whether it was a resend (the title says so).
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage';

/** account.md §9: a new link only 60 s after the previous one. */
export const EMAIL_RESEND_SECONDS = 60;

const key = storageKeys.emailLinkSent;

export interface EmailLinkSent {
  /** Epoch ms of the last request. */
  sentAt: number;
  /** A link was asked for again from /validar-conta. */
  resent: boolean;
}

/** Epoch ms from which another link may be asked for (null: nothing sent from this tab). */
export function resendAllowedAt(sent: EmailLinkSent | null): number | null {
  return sent ? sent.sentAt + EMAIL_RESEND_SECONDS * 1000 : null;
}

export function readEmailLinkSent(): EmailLinkSent | null {
  try {
    const value = JSON.parse(readStored(key, 'session') ?? 'null') as EmailLinkSent | null;
    return value && typeof value.sentAt === 'number' && Number.isFinite(value.sentAt)
      ? { sentAt: value.sentAt, resent: value.resent === true }
      : null;
  } catch {
    return null;
  }
}

export function saveEmailLinkSent(sent: EmailLinkSent | null): void {
  if (sent) writeStored(key, JSON.stringify(sent), 'session');
  else removeStored(key, 'session');
}
