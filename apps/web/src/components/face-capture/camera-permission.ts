// The camera's permission as the screens need it (docs/spec/account-checklist.md §4 "Camera
// permission"): granted opens the camera, prompt asks first, anything else is
// blocked; a permissions API that is missing or throws counts as prompt, and
// a browser without navigator.mediaDevices has no camera for us at all.

export type CameraPermission = 'granted' | 'prompt' | 'denied' | 'unsupported';

type CameraNavigator = Partial<Pick<Navigator, 'permissions' | 'mediaDevices'>>;

export function hasCamera(nav: CameraNavigator | undefined): boolean {
  return typeof nav?.mediaDevices?.getUserMedia === 'function';
}

/** A PermissionStatus state as a screen: 'granted', 'prompt', anything else 'denied'. */
export function permissionFromState(state: string): CameraPermission {
  if (state === 'granted') return 'granted';
  if (state === 'prompt') return 'prompt';
  return 'denied';
}

export async function queryCameraPermission(
  nav: CameraNavigator | undefined = globalThis.navigator,
): Promise<CameraPermission> {
  if (!hasCamera(nav)) return 'unsupported';
  if (typeof nav?.permissions?.query !== 'function') return 'prompt';
  try {
    // Not every browser knows the 'camera' permission (Firefox throws).
    const status = await nav.permissions.query({ name: 'camera' });
    return permissionFromState(status.state);
  } catch {
    return 'prompt';
  }
}

/** Where a failed getUserMedia leaves the user. */
export function permissionAfterStreamError(error: unknown): 'denied' | 'unsupported' | 'failed' {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
    case 'TypeError':
      return 'unsupported';
    default:
      // NotReadableError (camera busy in another app), AbortError and the rest.
      return 'failed';
  }
}

/** The front camera, at up to 1280 px on its long side. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
};
