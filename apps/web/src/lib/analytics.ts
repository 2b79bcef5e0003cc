// Product analytics (docs/spec/wallet-checklist.md §7): fire-and-forget events to the event
// service, signed-in or anonymous. Never blocks the UI; failures are logged.
import { env } from '../config/env';
import { getDeviceId } from './device-id';
import { isInNativeHost } from './native-bridge';
import { getSessionToken } from './session';
import { randomId } from './uuid';

export type AnalyticsExtras = Record<string, string | number | boolean | null>;

interface AnalyticsContext {
  /** Partner slug, or 'rosto' without a partner. */
  product: string;
}

let context: AnalyticsContext = { product: 'rosto' };

export function setAnalyticsContext(next: Partial<AnalyticsContext>): void {
  context = { ...context, ...next };
}

export function buildAnalyticsEvent(eventName: string, extras: AnalyticsExtras = {}) {
  return {
    type: 'ANALYTICS' as const,
    payload: {
      eventType: 'TRACKING' as const,
      eventName,
      eventProperties: {
        insertId: randomId(),
        time: Date.now(),
        distinctId: getDeviceId(),
        journeyOrigin: isInNativeHost() ? 'app' : 'web',
        product: context.product,
        realtime: false,
        ...extras,
      },
    },
  };
}

export function createTracker(enabled: boolean) {
  return function track(eventName: string, extras?: AnalyticsExtras): void {
    if (!enabled) return;
    const signedIn = getSessionToken() !== null;
    const event = buildAnalyticsEvent(eventName, extras);
    // Every first screen tracks its view: the API client comes with the first
    // event, not with the screen (a build without tracking never loads it here).
    Promise.all([import('./api-client'), import('@rosto/contract/customer-endpoints')])
      .then(([{ apiClient }, { customerEndpoints: endpoints }]) =>
        apiClient.call(signedIn ? endpoints.eventService : endpoints.eventServiceAnonymous, {
          body: event,
        }),
      )
      .catch((error: unknown) => {
        console.warn('Analytics: event not sent', eventName, error);
      });
  };
}

/** Off unless VITE_TRACKING_ENABLED=true (the sandbox build has it off). */
export const track = createTracker(env.trackingEnabled);
