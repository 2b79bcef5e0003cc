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
