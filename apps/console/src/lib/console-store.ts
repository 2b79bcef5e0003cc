// The console's one persisted store (decision 050): the operator's session
// (rosto_op_… token) and language, in this tab's sessionStorage
// (lib/session-store.ts). The shops' portal keeps its own apart.
import { createSessionStore } from './session-store';

export const CONSOLE_STORE_KEY = 'rosto-console';

export const useConsoleStore = createSessionStore(CONSOLE_STORE_KEY);
