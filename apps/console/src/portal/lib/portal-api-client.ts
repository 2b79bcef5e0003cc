// The portal's API client: the shop person's session (lib/portal-store.ts).
import { createApiClient } from '../../lib/api-client';
import { usePortalStore } from './portal-store';

export const portalApi = createApiClient(usePortalStore);
