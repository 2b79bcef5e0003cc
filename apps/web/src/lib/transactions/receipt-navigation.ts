// A receipt's way back (docs/spec/wallet-checklist.md §2: "Back goes to the origin page or
// /pagamentos"). Links to a receipt (the payments list, the home screen) say
// where they were in the navigation state; a receipt opened any other way (a
// typed address, a shared link, a reload of a new tab) goes to /pagamentos.
import { paths } from '../../config/paths';

export interface ReceiptOrigin {
  /** The in-app address the receipt was opened from, e.g. /home. */
  from: string;
}

/** The navigation state of a link to a receipt opened from `pathname`. */
export function receiptLinkState(pathname: string): ReceiptOrigin {
  return { from: pathname };
}

/** An address of this app: one leading slash, not a protocol-relative // or /\. */
const IN_APP_PATH = /^\/(?![/\\])/u;

/** Where the receipt was opened from, or null when it was not from a link of ours. */
export function receiptOrigin(state: unknown): string | null {
  const from = (state as Partial<ReceiptOrigin> | null)?.from;
  return typeof from === 'string' && IN_APP_PATH.test(from) ? from : null;
}

/**
 * Back from a receipt: one step back in history when a link of ours opened it
 * (the entry before is that origin, with its scroll position; the receipt's
 * tabs replace their entry, so they add none), else to /pagamentos in place of
 * the receipt, so back never loops between the two.
 */
export function receiptBack(state: unknown): { kind: 'history' } | { kind: 'replace'; to: string } {
  return receiptOrigin(state) === null
    ? { kind: 'replace', to: paths.payments.getHref() }
    : { kind: 'history' };
}
