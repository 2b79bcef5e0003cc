/// <reference lib="webworker" />
// The service worker (decision 045), built by vite-plugin-pwa into /sw.js and
// registered by app/service-worker.ts once the first screen has loaded.
// - It precaches the app shell: index.html, offline.html, the scripts and
//   styles, icons and manifest (the list vite.config.ts's globs give it).
// - Page loads go to the network whenever it answers, so a new version reaches
//   everyone on their next page load; offline, the app's pages get the shell
//   and the server's own addresses the offline page (navigation-fallback.ts).
// - Nothing else has a route: API calls, map tiles and the face detector go to
//   the network untouched and nothing stores their answers, so no personal
//   data ever lands in Cache Storage.
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  addRoute,
  cleanupOutdatedCaches,
  matchPrecache,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE, offlineFallback } from './navigation-fallback';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced by the build with the precache list. */
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

// A new version takes over as soon as it is installed instead of waiting for
// every tab to close; open pages are not reloaded under the person (a payment
// may be on its way): their next page load, from the network, is the new one.
void self.skipWaiting();
clientsClaim();

// The page request starts while the worker boots, so an online load waits for
// no worker start-up.
enableNavigationPreload();

// Before the precache's route, which would answer "/" from the cache (its
// directory index) and keep the old version on screen after a deploy.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async ({ request }) =>
            (await matchPrecache(offlineFallback(new URL(request.url)))) ??
            (await matchPrecache(OFFLINE_PAGE)),
        },
      ],
    }),
  ),
);

precache(self.__WB_MANIFEST);
addRoute();
cleanupOutdatedCaches();
