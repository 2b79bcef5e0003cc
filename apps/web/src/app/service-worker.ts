// Registers the service worker (service-worker/sw.ts, decision 045) once the
// page has loaded: its script and the precache it downloads then never compete
// with the first screen (whose budget bench/bundle checks). Production builds
// only: the development server has no /sw.js. Without support, or when the
// registration fails (storage blocked, say), the app works as before, online.
export function registerServiceWorker(
  scope: Window = window,
  enabled: boolean = import.meta.env.PROD,
): void {
  if (!enabled || !('serviceWorker' in scope.navigator)) return;
  const register = () => {
    scope.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('service worker: not registered', error);
    });
  };
  if (scope.document.readyState === 'complete') register();
  else scope.addEventListener('load', register, { once: true });
}
