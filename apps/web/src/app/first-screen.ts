// Which screen index.html paints before any script runs. The build prerenders
// the welcome screen as a first-time visitor sees it (signed out, Rosto brand)
// in both languages (app/prerender.tsx); a visit that would show anything else
// first (another address, a session, a partner's brand) opens on the splash.
// index.html runs it inline in <head> (vite.config.ts), so it imports only
// small, side-effect-free modules; main.tsx hydrates the copy it picked.
import type { Locale } from '@rosto/contract/errors';
import { choosePartnerIdentifier } from '../features/partner/utils/partner-slug';
import { visitorLanguage } from '../lib/language';
import { readStored, storageKeys } from '../lib/storage';

/** The language of the prerendered welcome screen this visit opens on; null for the splash. */
export function prerenderedFirstScreen(
  location: Pick<Location, 'pathname' | 'search' | 'hostname'>,
): Locale | null {
  if (location.pathname !== '/') return null;
  if (readStored(storageKeys.session) !== null) return null;
  if (readStored(storageKeys.partner, 'session') !== null) return null;
  if (readStored(storageKeys.partnerIdentifier, 'session') !== null) return null;
  const partner = choosePartnerIdentifier({
    search: location.search,
    hostname: location.hostname,
    stored: null,
  });
  return partner === null ? visitorLanguage() : null;
}
