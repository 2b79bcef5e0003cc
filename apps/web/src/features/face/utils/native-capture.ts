// Face capture through a host app (docs/spec/account-checklist.md §2, §7): its face SDK, opened
// with a handshake session, or its own camera (OPEN_CAMERA). The host says
// which it offers in its device info (`capabilities`) and answers with:
//   { type: 'FACE_SDK_RESULT', payload: { fortfaceSdkData } } | { type: 'FACE_SDK_CANCELLED' }
//   { type: 'CAMERA_RESULT', payload: { image } }            | { type: 'CAMERA_CANCELLED' }
// where `image` is a base64 JPEG (with or without its data: URL prefix).
import type { FaceHandshakeResult } from '@rosto/contract/schemas/face';
import { openNativeCamera } from '../../../lib/native-bridge';
import {
  openNativeFaceSdk,
  waitForNativeMessage,
  type DeviceInfo,
} from '../../../lib/native-device';

export type NativeCaptureMode = 'sdk' | 'camera';

/** The SDK when the host has it (it does its own liveness), else its camera, else none. */
export function nativeCaptureMode(info: DeviceInfo | null): NativeCaptureMode | null {
  const capabilities = info?.capabilities ?? [];
  if (capabilities.includes('FACE_SDK')) return 'sdk';
  if (capabilities.includes('CAMERA')) return 'camera';
  return null;
}

/** What the handshake needs to know of the device (never the capabilities). */
export function deviceRequestInfo(info: DeviceInfo) {
  return {
    platform: info.platform,
    platformVersion: info.platformVersion,
    deviceName: info.deviceName,
    userAgent: info.userAgent,
  };
}

const DATA_URL_PREFIX = 'data:image/jpeg;base64,';

function payloadText(payload: unknown, field: string): string | null {
  const value = (payload as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The host camera's photo as a data URL; null when the user cancelled. */
export async function captureWithNativeCamera(signal: AbortSignal): Promise<string | null> {
  const answer = waitForNativeMessage(['CAMERA_RESULT', 'CAMERA_CANCELLED'], signal);
  if (!openNativeCamera()) throw new Error('Native camera: the host is gone');
  const message = await answer;
  const image = message.type === 'CAMERA_RESULT' ? payloadText(message.payload, 'image') : null;
  if (image === null) return null;
  return image.startsWith('data:') ? image : `${DATA_URL_PREFIX}${image}`;
}

/** The face SDK's opaque result for set-face/enroll; null when the user cancelled. */
export async function captureWithNativeSdk(
  session: FaceHandshakeResult,
  signal: AbortSignal,
): Promise<string | null> {
  const answer = waitForNativeMessage(['FACE_SDK_RESULT', 'FACE_SDK_CANCELLED'], signal);
  if (!openNativeFaceSdk(session)) throw new Error('Native face SDK: the host is gone');
  const message = await answer;
  return message.type === 'FACE_SDK_RESULT'
    ? payloadText(message.payload, 'fortfaceSdkData')
    : null;
}
