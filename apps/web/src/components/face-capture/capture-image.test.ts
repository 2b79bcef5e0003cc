// The shutter's export: 1280 px high, JPEG, width and height swapped on iOS 16.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureFrame, CAPTURE_HEIGHT, exportSize, isIos16, JPEG_QUALITY } from './capture-image';

const IOS_16 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const IOS_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_16 =
  'Mozilla/5.0 (iPad; CPU OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 RostoSDK/2.0';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** A valid base64 JPEG data URL of about `bytes` bytes. */
const jpeg = (bytes: number) =>
  `data:image/jpeg;base64,/9j/${'A'.repeat(Math.ceil((bytes * 4) / 3 / 4) * 4 - 4)}`;

function video(width: number, height: number) {
  const element = document.createElement('video');
  vi.spyOn(element, 'videoWidth', 'get').mockReturnValue(width);
  vi.spyOn(element, 'videoHeight', 'get').mockReturnValue(height);
  return element;
}

describe('captured image size', () => {
  it('recognises iOS 16 phones, tablets and web views only', () => {
    expect(isIos16(IOS_16)).toBe(true);
    expect(isIos16(IPAD_16)).toBe(true);
    expect(isIos16(IOS_17)).toBe(false);
    expect(isIos16(ANDROID)).toBe(false);
    expect(isIos16('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/16.6 Safari')).toBe(
      false,
    );
  });

  it('scales the frame to 1280 px high keeping its proportions', () => {
    expect(exportSize({ width: 720, height: 1280 }, ANDROID)).toEqual({ width: 720, height: 1280 });
    expect(exportSize({ width: 480, height: 640 }, ANDROID)).toEqual({ width: 960, height: 1280 });
    expect(exportSize({ width: 1280, height: 720 }, IOS_17)).toEqual({
      width: 2276,
      height: CAPTURE_HEIGHT,
    });
  });

  it('swaps width and height on iOS 16', () => {
    expect(exportSize({ width: 480, height: 640 }, IOS_16)).toEqual({ width: 1280, height: 960 });
  });

  it('has no size before the video has a frame', () => {
    expect(exportSize({ width: 0, height: 0 }, ANDROID)).toEqual({ width: 0, height: 0 });
  });
});

describe('captureFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the frame on a 1280 px high canvas and exports JPEG at 0.9', () => {
    const drawImage = vi.fn();
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage } as never);
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue(jpeg(200_000));
    const source = video(480, 640);
    expect(captureFrame(source, ANDROID)).toBe(jpeg(200_000));
    expect(getContext).toHaveBeenCalledWith('2d');
    expect(drawImage).toHaveBeenCalledWith(source, 0, 0, 960, 1280);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', JPEG_QUALITY);
  });

  it('lowers the quality while the photo is over the 3 MiB upload limit', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as never);
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValueOnce(jpeg(4_000_000))
      .mockReturnValueOnce(jpeg(3_500_000))
      .mockReturnValueOnce(jpeg(2_000_000));
    expect(captureFrame(video(720, 1280), ANDROID)).toBe(jpeg(2_000_000));
    expect(toDataURL.mock.calls.map(([, quality]) => quality)).toEqual([0.9, 0.8, 0.7]);
  });

  it('gives nothing without a frame or a canvas', () => {
    expect(captureFrame(video(0, 0), ANDROID)).toBeNull();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(captureFrame(video(720, 1280), ANDROID)).toBeNull();
  });
});
