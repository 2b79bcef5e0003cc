// Whether the browser says it is online, kept current by its online and
// offline events. TanStack Query pauses its fetches on the same signal and
// resumes them when the connection is back.
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

let store: StoreApi<boolean> | undefined;

/** Created on first use (never in the Node prerender), then fed by the browser for the page's life. */
function onlineStore() {
  if (!store) {
    const online = createStore(() => navigator.onLine);
    const follow = () => online.setState(navigator.onLine, true);
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    store = online;
  }
  return store;
}

export function useOnline(): boolean {
  return useStore(onlineStore());
}
