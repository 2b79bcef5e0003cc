// Face photos are biometric data: they are kept only encrypted (AES-256-GCM,
// key FACE_IMAGE_KEY; crypto/secret-box.ts).
import { open, seal } from '../crypto/secret-box';

export function sealImage(key: Buffer, image: Uint8Array): Buffer {
  return seal(key, image);
}

/** The photo, or an error when the data was altered or sealed with another key. */
export function openImage(key: Buffer, sealed: Uint8Array): Buffer {
  return open(key, sealed);
}

/**
 * A capture's burst frames (decision 038), sealed together as one JSON array of
 * base64 JPEGs: as the face job holds them, and the face awaiting review after it.
 */
export function sealFrames(key: Buffer, frames: readonly Buffer[]): Buffer {
  return sealImage(
    key,
    Buffer.from(JSON.stringify(frames.map((frame) => frame.toString('base64')))),
  );
}

export function openFrames(key: Buffer, sealed: Uint8Array): Buffer[] {
  return (JSON.parse(openImage(key, sealed).toString('utf8')) as string[]).map((frame) =>
    Buffer.from(frame, 'base64'),
  );
}
