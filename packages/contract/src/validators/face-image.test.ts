import { describe, expect, it } from 'vitest';
import {
  BURST_FRAME_MAX_BYTES,
  FACE_IMAGE_MAX_BYTES,
  base64DecodedBytes,
  isBase64Jpeg,
  isBurstFrameSizeValid,
  isFaceImageSizeValid,
  stripJpegDataUrl,
} from './face-image';

// Base64 of a `bytes`-long buffer starting with the JPEG marker FF D8 FF ("/9j/").
const jpegOf = (bytes: number) => {
  const padding = (3 - (bytes % 3)) % 3;
  const length = 4 * Math.ceil(bytes / 3);
  return `/9j/${'A'.repeat(length - 4 - padding)}${'='.repeat(padding)}`;
};

describe('face image', () => {
  it('recognises base64 JPEG, bare or as a data URL', () => {
    const jpeg = jpegOf(2048);
    expect(isBase64Jpeg(jpeg)).toBe(true);
    expect(isBase64Jpeg(`data:image/jpeg;base64,${jpeg}`)).toBe(true);
    expect(stripJpegDataUrl(`data:image/jpeg;base64,${jpeg}`)).toBe(jpeg);
  });

  it('refuses other types and broken base64', () => {
    expect(isBase64Jpeg('iVBORw0KGgoAAAANSUhEUg==')).toBe(false); // PNG
    expect(isBase64Jpeg(`data:image/png;base64,${jpegOf(2048)}`)).toBe(false);
    expect(isBase64Jpeg('/9j/4AAQ$kZJ')).toBe(false);
    expect(isBase64Jpeg('/9j/4AA')).toBe(false);
    expect(isBase64Jpeg('')).toBe(false);
  });

  it('measures the decoded size', () => {
    expect(base64DecodedBytes(jpegOf(2048))).toBe(2048);
    expect(base64DecodedBytes(jpegOf(2047))).toBe(2047);
    expect(base64DecodedBytes(jpegOf(2046))).toBe(2046);
    expect(isFaceImageSizeValid(jpegOf(2048))).toBe(true);
    expect(isFaceImageSizeValid(jpegOf(1023))).toBe(false);
    expect(isFaceImageSizeValid(jpegOf(FACE_IMAGE_MAX_BYTES))).toBe(true);
    expect(isFaceImageSizeValid(jpegOf(FACE_IMAGE_MAX_BYTES + 1))).toBe(false);
  });

  it('caps a burst frame far below a photo', () => {
    expect(isBurstFrameSizeValid(jpegOf(40 * 1024))).toBe(true);
    expect(isBurstFrameSizeValid(jpegOf(BURST_FRAME_MAX_BYTES))).toBe(true);
    expect(isBurstFrameSizeValid(jpegOf(BURST_FRAME_MAX_BYTES + 1))).toBe(false);
    expect(isBurstFrameSizeValid(jpegOf(1023))).toBe(false);
  });
});
