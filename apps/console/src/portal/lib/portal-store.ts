// The portal's one persisted store: the shop person's session (rosto_shop_…
// token) and language, in this tab's sessionStorage (lib/session-store.ts),
// apart from the console's, so an operator and a shop's person may be
// signed in in one browser.
import { createSessionStore } from '../../lib/session-store';

export const PORTAL_STORE_KEY = 'rosto-loja';

export const usePortalStore = createSessionStore(PORTAL_STORE_KEY);
