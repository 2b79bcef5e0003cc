// What the face capture asks of a host app, kept out of native-bridge.ts so
// the first screen does not load it: the device info (retried while the host
// injects its bridge), the capabilities it announces, opening its face SDK,
// and waiting for its answers.
import { postToNative } from './native-bridge';

/** What a host app can do for the face capture, announced in its device info. */
export type NativeCapability = 'CAMERA' | 'FACE_SDK';

export interface DeviceInfo {
  platform: string;
  platformVersion: string;
  deviceName: string;
  userAgent: string;
  /** Absent for hosts that offer neither: the web camera is used. */
  capabilities?: NativeCapability[];
}

/** A host message: `{ type, payload? }`, as an object or its JSON text. */
export interface NativeMessage {
  type: string;
  payload?: unknown;
}

function readNativeMessage(data: unknown): NativeMessage | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type, payload } = message as { type?: unknown; payload?: unknown };
  return typeof type === 'string' ? { type, payload } : null;
}

const CAPABILITIES: readonly NativeCapability[] = ['CAMERA', 'FACE_SDK'];

function readDeviceInfo(data: unknown): DeviceInfo | null {
  const message = readNativeMessage(data);
  if (message?.type !== 'DEVICE_INFO') return null;
  const { payload } = message;
  if (typeof payload !== 'object' || payload === null) return null;
  const info = payload as Record<string, unknown>;
  const fields = ['platform', 'platformVersion', 'deviceName', 'userAgent'] as const;
  if (!fields.every((field) => typeof info[field] === 'string')) return null;
  if (!Array.isArray(info.capabilities)) return info as unknown as DeviceInfo;
  const announced = info.capabilities as unknown[];
  const capabilities = CAPABILITIES.filter((capability) => announced.includes(capability));
  return { ...(info as unknown as DeviceInfo), capabilities };
}

export const DEVICE_INFO_ATTEMPTS = 10;
export const DEVICE_INFO_INTERVAL_MS = 100;

/**
 * Asks the host for device info, again every 100 ms up to 10 times, because
 * the host injects its bridge some time after the page starts. Resolves null
 * when nobody answers (a plain browser) or when `signal` aborts.
 */
export function requestDeviceInfo(signal?: AbortSignal): Promise<DeviceInfo | null> {
  return new Promise((resolve) => {
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: Event) => {
      const info = readDeviceInfo((event as MessageEvent).data);
      if (info) finish(info);
    };
    const finish = (info: DeviceInfo | null) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      window.removeEventListener('message', onMessage);
      // React Native on Android delivers host messages on document.
      document.removeEventListener('message', onMessage);
      resolve(info);
    };
    const stop = () => finish(null);
    const attempt = () => {
      if (attempts >= DEVICE_INFO_ATTEMPTS) {
        finish(null);
        return;
      }
      attempts += 1;
      postToNative({ type: 'DEVICE_INFO_REQUEST' });
      timer = setTimeout(attempt, DEVICE_INFO_INTERVAL_MS);
    };
    if (signal?.aborted) {
      resolve(null);
      return;
    }
    signal?.addEventListener('abort', stop);
    window.addEventListener('message', onMessage);
    document.addEventListener('message', onMessage);
    attempt();
  });
}

export const openNativeFaceSdk = (session: {
  sessionId: string;
  sessionKey: string;
  sessionToken: string;
}) => postToNative({ type: 'OPEN_FACE_SDK', ...session });

/**
 * The next host message of one of `types` (a native camera photo, the face
 * SDK's result or its cancellation). Rejects with an AbortError when `signal`
 * aborts, so a screen that goes away stops listening.
 */
export function waitForNativeMessage(
  types: readonly string[],
  signal?: AbortSignal,
): Promise<NativeMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: Event) => {
      const message = readNativeMessage((event as MessageEvent).data);
      if (message && types.includes(message.type)) {
        stop();
        resolve(message);
      }
    };
    const onAbort = () => {
      stop();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    const stop = () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    window.addEventListener('message', onMessage);
    // React Native on Android delivers host messages on document.
    document.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
