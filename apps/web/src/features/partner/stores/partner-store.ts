// The partner of this visit (lib/partner.ts), chosen and loaded while the app
// boots, and kept for the browser session so it survives navigation and reloads.
import { setPartner, type Partner } from '../../../lib/partner';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import { fetchPartner } from '../api/get-partner';
import { choosePartnerIdentifier } from '../utils/partner-slug';

interface StoredPartner {
  identifier: string;
  partner: Partner;
}

function readStoredPartner(): StoredPartner | null {
  try {
    const value = JSON.parse(
      readStored(storageKeys.partner, 'session') ?? 'null',
    ) as StoredPartner | null;
    return value && typeof value.identifier === 'string' && value.partner ? value : null;
  } catch {
    return null;
  }
}

/**
 * Boot step: choose the partner and load it. A partner seen earlier in this
 * session is applied at once (no splash) and refreshed in the background.
 * A failure is logged and the app goes on with the Rosto brand (account.md §8).
 */
export async function loadPartner(location: Pick<Location, 'search' | 'hostname'>): Promise<void> {
  const stored = readStoredPartner();
  const identifier = choosePartnerIdentifier({
    search: location.search,
    hostname: location.hostname,
    stored: stored?.partner.slug ?? null,
  });
  if (!identifier) return;

  const cached =
    stored && [stored.identifier, stored.partner.slug, stored.partner.id].includes(identifier);
  const refresh = fetchPartner(identifier).then(
    (partner) => {
      writeStored(storageKeys.partner, JSON.stringify({ identifier, partner }), 'session');
      setPartner(partner);
    },
    (error: unknown) =>
      console.warn(`Partner "${identifier}" could not be loaded; using the Rosto brand.`, error),
  );
  if (cached) {
    setPartner(stored.partner);
    return;
  }
  await refresh;
}
