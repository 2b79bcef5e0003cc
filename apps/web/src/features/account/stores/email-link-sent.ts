// The last confirmation link this tab asked for (sessionStorage, like the
// sign-in in progress), so a reload of /validar-conta keeps counting to the
// next resend instead of starting over or allowing one at once. Nothing
// secret: the time, and whether it was a resend (the title says so).
import { z } from 'zod';
import { storageKeys } from '../../../lib/storage';
import { storedValue } from '../../../lib/stored-value';

/** docs/spec/account-checklist.md §9: a new link only 60 s after the previous one. */
export const EMAIL_RESEND_SECONDS = 60;

const emailLinkSentSchema = z.object({
  /** Epoch ms of the last request. */
  sentAt: z.number(),
  /** A link was asked for again from /validar-conta. */
  resent: z.boolean().catch(false),
});
export type EmailLinkSent = z.infer<typeof emailLinkSentSchema>;

const stored = storedValue(storageKeys.emailLinkSent, emailLinkSentSchema, 'session');

/** Epoch ms from which another link may be asked for (null: nothing sent from this tab). */
export function resendAllowedAt(sent: EmailLinkSent | null): number | null {
  return sent ? sent.sentAt + EMAIL_RESEND_SECONDS * 1000 : null;
}

export function readEmailLinkSent(): EmailLinkSent | null {
  return stored.read();
}

export function saveEmailLinkSent(sent: EmailLinkSent | null): void {
  if (sent) stored.write(sent);
  else stored.remove();
}
