// Support references (decision 020): a help-desk ticket carries an opaque
// reference our API keeps the personal context behind (CPF, phone, browser),
// never the data itself. One reference per context per page load, reused
// while it has not expired.
import type { SupportContext } from '@rosto/contract/schemas/support';

/** The ticket must not wait long on the reference: it opens without one after this. */
const REFERENCE_TIMEOUT_MS = 5000;

const known = new Map<string, { reference: string; expiresAt: number }>();

/** The reference for this context, or null when the request fails (the ticket goes without it). */
export async function requestSupportReference(context: SupportContext): Promise<string | null> {
  const key = JSON.stringify(context);
  const cached = known.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.reference;
  try {
    // The error pages on every first screen link a ticket: the client comes with the click.
    const [{ apiClient }, { customerEndpoints: endpoints }] = await Promise.all([
      import('./api-client'),
      import('@rosto/contract/customer-endpoints'),
    ]);
    const { reference, expiresAt } = await apiClient.call(endpoints.supportReferenceCreate, {
      body: context,
      timeoutMs: REFERENCE_TIMEOUT_MS,
    });
    known.set(key, { reference, expiresAt: new Date(expiresAt).getTime() });
    return reference;
  } catch {
    return null;
  }
}
