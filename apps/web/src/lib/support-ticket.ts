// Links to the help-desk ticket form, prefilled through its `subject` and
// `description` query parameters. That address goes to another site, so it
// never carries personal data (decision 020): no CPF, phone or browser, no
// query of the current address; a support reference stands for the context.
// In the native wrapper the host opens the ticket (decision 028).
import type { SupportContext } from '@rosto/contract/schemas/support';
import { env } from '../config/env';
import { openExternal } from './external-links';
import { isInNativeHost } from './native-bridge';
import { requestSupportReference } from './support-reference';

/**
 * The demo stage shows no support link (docs/spec/account-checklist.md §6): no ticket form and no
 * help-centre article, since nobody answers a demo's tickets. The profile's
 * "where to use" stays: it says where to pay, it is not support.
 */
export function supportLinksShown(): boolean {
  return !env.isDemo;
}

export interface TicketPrefill {
  subject: string;
  description?: string;
}

export function supportTicketUrl(prefill: TicketPrefill): string {
  const url = new URL(env.supportTicketUrl);
  url.searchParams.set('subject', prefill.subject);
  if (prefill.description) url.searchParams.set('description', prefill.description);
  return url.toString();
}

/** The ticket's address with a reference to `context` in its text, or without one if the request fails. */
async function ticketWithReference(
  prefill: TicketPrefill,
  context: SupportContext,
  referenceLine: (reference: string) => string,
): Promise<string> {
  const reference = await requestSupportReference(context);
  const description = [prefill.description, reference ? referenceLine(reference) : undefined]
    .filter(Boolean)
    .join('\n\n');
  return supportTicketUrl({ ...prefill, description });
}

/**
 * Opens the ticket from a click with a reference to `context` in its text.
 * In the native wrapper the host opens it once the reference arrives
 * (decision 028; a browser tab if the host cannot be told). In a browser the
 * tab opens at once (popup blockers allow a new window only within the click)
 * and gets its address when the reference arrives, or without one if the
 * request fails. False when no tab opened: the link's own href (the same
 * ticket without the reference) is left to open.
 */
export function openSupportTicket(
  prefill: TicketPrefill,
  context: SupportContext,
  referenceLine: (reference: string) => string,
): boolean {
  if (isInNativeHost()) {
    void ticketWithReference(prefill, context, referenceLine).then(openExternal);
    return true;
  }
  const tab = window.open('about:blank', '_blank');
  if (!tab) return false;
  // The help desk's page must not reach back into the app (what rel=noopener does for links).
  tab.opener = null;
  void ticketWithReference(prefill, context, referenceLine).then((url) => {
    if (!tab.closed) tab.location.replace(url);
  });
  return true;
}

/** A path segment that may be personal: many digits (a CPF, a phone), an e-mail, a long token. */
const PERSONAL_SEGMENT = /\d{5}|@|%40|^[\w-]{25,}$/iu;

/**
 * The current page as a report names it: origin and path only, without the
 * query and fragment (`?cpf=&name=&phone=`, e-mail tokens) and with
 * token-like path segments left out.
 */
export function reportedAddress(location: Pick<Location, 'origin' | 'pathname'>): string {
  const path = location.pathname
    .split('/')
    .map((segment) => (PERSONAL_SEGMENT.test(segment) ? '…' : segment))
    .join('/');
  return `${location.origin}${path}`;
}
