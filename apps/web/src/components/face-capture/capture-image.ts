// The shutter: the current video frame, scaled to 1280 px high and exported
// as JPEG (docs/spec/account-checklist.md §2, §9). iOS 16 reports the front camera's portrait
// frames with width and height swapped, so there the canvas swaps them back.
import { isFaceImageSizeValid } from '@rosto/contract/validators/face-image';

export const CAPTURE_HEIGHT = 1280;
export const JPEG_QUALITY = 0.9;
/** Lower qualities tried, in order, if a photo comes out above the upload limit. */
const FALLBACK_QUALITIES = [0.8, 0.7, 0.6];

/** iPhone, iPad or iPod on iOS 16 (Safari or a WebView: both say "OS 16_"). */
export function isIos16(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) && /\bOS 16_\d/.test(userAgent);
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The exported photo's size: the frame scaled to CAPTURE_HEIGHT high keeping
 * its proportions, with width and height swapped on iOS 16.
 */
export function exportSize(
  frame: ImageSize,
  userAgent: string,
  height: number = CAPTURE_HEIGHT,
): ImageSize {
  if (frame.width <= 0 || frame.height <= 0) return { width: 0, height: 0 };
  const size = {
    width: Math.round((frame.width * height) / frame.height),
    height,
  };
  return isIos16(userAgent) ? { width: size.height, height: size.width } : size;
}

export interface CaptureOptions {
  /** Height of the exported frame (default CAPTURE_HEIGHT, the photo's). */
  height?: number;
  /** The upload's size rule the export must meet (default the photo's). */
  isSizeValid?: (image: string) => boolean;
}

/**
 * The video's current frame as a `data:image/jpeg;base64,` URL, or null when
 * the video has no frame yet or the browser cannot draw it.
 */
export function captureFrame(
  video: HTMLVideoElement,
  userAgent: string = navigator.userAgent,
  { height = CAPTURE_HEIGHT, isSizeValid = isFaceImageSizeValid }: CaptureOptions = {},
): string | null {
  const size = exportSize(
    { width: video.videoWidth, height: video.videoHeight },
    userAgent,
    height,
  );
  if (size.width === 0) return null;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, size.width, size.height);
  let image = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  for (const quality of FALLBACK_QUALITIES) {
    if (isSizeValid(image)) break;
    image = canvas.toDataURL('image/jpeg', quality);
  }
  return image.startsWith('data:image/jpeg') ? image : null;
}
