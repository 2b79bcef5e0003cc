// The console's API client: the operator's session (lib/console-store.ts).
import { createApiClient } from './api-client';
import { useConsoleStore } from './console-store';

export const apiClient = createApiClient(useConsoleStore);
