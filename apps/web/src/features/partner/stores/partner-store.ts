// The partner of this visit (lib/partner.ts), chosen and loaded while the app
// boots, and kept for the browser session so it survives navigation and reloads.
// Boot is on every first screen: checked by a guard, not zod (lib/stored-value.ts).
import { setPartner, type Partner } from '../../../lib/partner';
import { storageKeys } from '../../../lib/storage';
import { guarded, isRecord, storedValue } from '../../../lib/stored-value';
import { choosePartnerIdentifier } from '../utils/partner-slug';

interface StoredPartner {
  identifier: string;
  partner: Partner;
}

/** What the app reads of a stored partner at once; the theme checks its own fields. */
function isStoredPartner(value: unknown): value is StoredPartner {
  if (!isRecord(value) || typeof value.identifier !== 'string') return false;
  const { partner } = value;
  return (
    isRecord(partner) &&
    typeof partner.id === 'string' &&
    typeof partner.slug === 'string' &&
    isRecord(partner.options)
  );
}

const storedPartner = storedValue(storageKeys.partner, guarded(isStoredPartner), 'session');

const isIdentifier = (value: unknown): value is string => typeof value === 'string';
/**
 * The partner the visit's link named, written before it is asked for: a page
 * loaded again before the answer (a reload, a link opened while it loads)
 * asks for the same partner instead of falling back to Rosto's brand.
 */
const visitPartner = storedValue(storageKeys.partnerIdentifier, guarded(isIdentifier), 'session');

/**
 * How long the splash waits for a partner not seen yet in this session. A slow
 * answer must not hold the splash for the API client's 20 s; it still
 * brands the page when it arrives (a busy server answered after 5 s and the
 * partner's visitor saw Rosto's brand for the whole visit).
 */
export const PARTNER_SPLASH_WAIT_MS = 5000;

/** Before the one retry of a partner answer that failed for a reason other than "no such partner". */
export const PARTNER_RETRY_MS = 1000;

/**
 * The partner, asked again once after a failure that may pass (a busy server,
 * a dropped connection, a 429): a visitor who came through a partner's link
 * should not lose its brand to one lost answer. An unknown partner is final.
 */
async function fetchPartnerOnceMore(identifier: string): Promise<Partner> {
  // Most visits have no partner: the API client stays off their first screen.
  const { fetchPartner, isUnknownPartner } = await import('../api/get-partner');
  try {
    return await fetchPartner(identifier);
  } catch (error) {
    if (isUnknownPartner(error)) {
      // Not to be asked again on the visit's next page.
      visitPartner.remove();
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, PARTNER_RETRY_MS));
    return fetchPartner(identifier);
  }
}

/**
 * Boot step: choose the partner and load it. A partner seen earlier in this
 * session is applied at once (no splash) and refreshed in the background.
 * A failure is logged and the app goes on with the Rosto brand (docs/spec/account-checklist.md §8).
 */
export async function loadPartner(location: Pick<Location, 'search' | 'hostname'>): Promise<void> {
  const stored = storedPartner.read();
  const identifier = choosePartnerIdentifier({
    search: location.search,
    hostname: location.hostname,
    stored: stored?.partner.slug ?? visitPartner.read(),
  });
  if (!identifier) return;
  visitPartner.write(identifier);

  const cached =
    stored && [stored.identifier, stored.partner.slug, stored.partner.id].includes(identifier);
  const refresh = fetchPartnerOnceMore(identifier).then(
    (partner) => {
      storedPartner.write({ identifier, partner });
      setPartner(partner);
    },
    (error: unknown) =>
      console.warn(`Partner "${identifier}" could not be loaded; using the Rosto brand.`, error),
  );
  if (cached) {
    setPartner(stored.partner);
    return;
  }
  let stopWaiting = () => undefined as void;
  const splashWait = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, PARTNER_SPLASH_WAIT_MS);
    stopWaiting = () => clearTimeout(timer);
  });
  await Promise.race([refresh, splashWait]);
  stopWaiting();
}
