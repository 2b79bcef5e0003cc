// The sealing of stored face photos: only the key opens them, and altered data is refused.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openImage, sealImage } from './image-crypto';

describe('face photo encryption', () => {
  const key = randomBytes(32);
  const photo = randomBytes(5000);

  it('opens what it sealed, and the sealed bytes do not contain the photo', () => {
    const sealed = sealImage(key, photo);
    expect(openImage(key, sealed).equals(photo)).toBe(true);
    expect(sealed.includes(photo.subarray(0, 64))).toBe(false);
    expect(sealImage(key, photo).equals(sealed)).toBe(false);
  });

  it('refuses altered data and another key', () => {
    const sealed = sealImage(key, photo);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1]! ^= 1;
    expect(() => openImage(key, altered)).toThrow();
    expect(() => openImage(randomBytes(32), sealed)).toThrow();
  });
});
