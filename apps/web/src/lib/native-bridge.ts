// Talks to the native app that may host this web app in a WebView: session
// events, the camera, links that leave the app (external-links.ts), closing
// the on-screen keyboard, and what the version footer shows. Device info and
// the face capture's messages are in native-device.ts, which only the face
// capture loads.
import { env } from '../config/env';

interface MessagePoster {
  postMessage: (message: string) => void;
}

export type NativeEvent =
  | { type: 'LOGIN'; userId: string }
  | { type: 'LOGOUT' }
  | { type: 'OPEN_CAMERA' }
  | { type: 'OPEN_FACE_SDK'; sessionId: string; sessionKey: string; sessionToken: string }
  | { type: 'DEVICE_INFO_REQUEST' }
  /** An address that leaves the app: the host opens its browser, mail or phone app. */
  | { type: 'OPEN_URL'; url: string }
  | { type: 'CLOSE_KEYBOARD' };

function isPoster(value: unknown): value is MessagePoster {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { postMessage?: unknown }).postMessage === 'function'
  );
}

/** The host's message channel: React Native's WebView, or the configured global. */
export function nativeHost(): MessagePoster | null {
  const globals = window as unknown as Record<string, unknown>;
  const candidates = [globals.ReactNativeWebView, globals[env.nativeBridgeGlobal]];
  return candidates.find(isPoster) ?? null;
}

export function isInNativeHost(): boolean {
  return nativeHost() !== null;
}

/** Sends an event to the host app; false in a plain browser. */
export function postToNative(event: NativeEvent): boolean {
  const host = nativeHost();
  if (!host) return false;
  try {
    host.postMessage(JSON.stringify(event));
    return true;
  } catch (error) {
    console.warn('Native bridge: could not post', event.type, error);
    return false;
  }
}

export const notifyNativeLogin = (userId: string) => postToNative({ type: 'LOGIN', userId });
export const notifyNativeLogout = () => postToNative({ type: 'LOGOUT' });
export const openNativeCamera = () => postToNative({ type: 'OPEN_CAMERA' });

/**
 * Lowers the on-screen keyboard once an entry is complete (six code digits,
 * four PIN digits, a submitted form): a WebView leaves it up over the page
 * that follows or the answer awaited. In the host the focused field lets go
 * and the host is asked to hide the keyboard (a blur alone does not on
 * Android). In a browser nothing changes: the focus stays where keyboard and
 * screen-reader users go on from. True when the host was told.
 */
export function closeKeyboard(): boolean {
  if (!isInNativeHost()) return false;
  const active = document.activeElement;
  if (active instanceof HTMLElement) active.blur();
  return postToNative({ type: 'CLOSE_KEYBOARD' });
}

export interface VersionInfo {
  version: string;
  /** First 8 characters of the commit hash. */
  commit: string;
  /** Shown only outside production. */
  stage: string | null;
  /** Host SDK and partner, as the native app writes them in its user agent. */
  sdk: string | null;
  partner: string | null;
}

export function versionInfo(userAgent: string = navigator.userAgent): VersionInfo {
  return {
    version: env.appVersion,
    commit: env.commitHash.slice(0, 8),
    stage: env.isProduction ? null : env.stage,
    sdk: /\bRostoSDK\/([\w.-]+)/.exec(userAgent)?.[1] ?? null,
    partner: /\bRostoPartner\/([\w.-]+)/.exec(userAgent)?.[1] ?? null,
  };
}
