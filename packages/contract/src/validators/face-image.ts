// Face photos travel as base64 JPEG (docs/spec/account-checklist.md §2: scaled to 1280 px high,
// exported as JPEG). These checks let the API refuse a bad upload before
// decoding it, with the face catalogue's codes.
import type { ErrorCode } from '../errors';

/** A 1280 px high JPEG is a few hundred KiB; this leaves room without inviting abuse. */
export const FACE_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
/** Anything smaller cannot hold a usable face. */
export const FACE_IMAGE_MIN_BYTES = 1024;
/** The capture sends one photo per call. */
export const FACE_IMAGES_PER_CALL = 1;

export const faceImageCountError = 'FACE_IMAGE_INVALID_COUNT' satisfies ErrorCode;
export const faceImageTypeError = 'FACE_IMAGE_INVALID_TYPE' satisfies ErrorCode;
export const faceImageSizeError = 'FACE_IMAGE_INVALID_SIZE' satisfies ErrorCode;

const DATA_URL_PREFIX = 'data:image/jpeg;base64,';

/** The bare base64 payload, with an optional "data:image/jpeg;base64," prefix removed. */
export function stripJpegDataUrl(input: string): string {
  return input.startsWith(DATA_URL_PREFIX) ? input.slice(DATA_URL_PREFIX.length) : input;
}

/**
 * Well-formed base64 whose first bytes are the JPEG marker FF D8 FF (which
 * base64 writes as "/9j/"). Accepts the canvas `toDataURL` prefix.
 */
export function isBase64Jpeg(input: string): boolean {
  const payload = stripJpegDataUrl(input);
  return (
    payload.length % 4 === 0 &&
    payload.startsWith('/9j/') &&
    /^[A-Za-z0-9+/]+={0,2}$/u.test(payload)
  );
}

/** Bytes the base64 payload decodes to, without decoding it. */
export function base64DecodedBytes(input: string): number {
  const payload = stripJpegDataUrl(input);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
}

/**
 * The longest text a photo of `bytes` bytes travels as: its base64 with the
 * data URL prefix. The schemas cap the string at this length too, so the
 * OpenAPI document states the limit (as `maxLength`) that the size check holds.
 */
export function base64TextMaxLength(bytes: number): number {
  return DATA_URL_PREFIX.length + Math.ceil(bytes / 3) * 4;
}

/** Decoded size within FACE_IMAGE_MIN_BYTES..FACE_IMAGE_MAX_BYTES. */
export function isFaceImageSizeValid(input: string): boolean {
  const bytes = base64DecodedBytes(input);
  return bytes >= FACE_IMAGE_MIN_BYTES && bytes <= FACE_IMAGE_MAX_BYTES;
}

/**
 * A burst's other frames (decision 038): only their faces' landmarks are read,
 * so a frame of up to 640 px (a few tens of KiB) is plenty; the cap keeps a
 * photo and a full burst within one request.
 */
export const BURST_FRAME_MAX_BYTES = 256 * 1024;
/** Frames a burst may add to its photo (five frames over about a second in all). */
export const BURST_MAX_FRAMES = 4;

/** Decoded size within FACE_IMAGE_MIN_BYTES..BURST_FRAME_MAX_BYTES. */
export function isBurstFrameSizeValid(input: string): boolean {
  const bytes = base64DecodedBytes(input);
  return bytes >= FACE_IMAGE_MIN_BYTES && bytes <= BURST_FRAME_MAX_BYTES;
}

/**
 * The frames of an active liveness challenge (issue 28, decision 062): recorded
 * while the customer turns the head as asked, the first one still facing the
 * camera; 640 px frames about CHALLENGE_FRAME_INTERVAL_MS apart, each within
 * BURST_FRAME_MAX_BYTES. Two frames are the least that can show a turn; six
 * cover a second and a half.
 */
export const CHALLENGE_MIN_FRAMES = 2;
export const CHALLENGE_MAX_FRAMES = 6;
/** Between two frames of a challenge: six frames span 1.25 s, an unhurried turn. */
export const CHALLENGE_FRAME_INTERVAL_MS = 250;
