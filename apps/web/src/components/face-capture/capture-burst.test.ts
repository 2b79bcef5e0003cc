// The burst after the shutter: small frames at a steady pace, the ones the
// browser could not export left out.
import { isBurstFrameSizeValid } from '@rosto/contract/validators/face-image';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_FRAME_HEIGHT, BURST_INTERVAL_MS, captureBurst } from './capture-burst';
import { captureFrame } from './capture-image';

vi.mock('./capture-image', () => ({ captureFrame: vi.fn() }));

describe('captureBurst', () => {
  beforeEach(() => {
    vi.mocked(captureFrame).mockReset();
  });

  it('takes four 640 px frames, one every 200 ms, to the burst frame size rule', async () => {
    const waits: number[] = [];
    let n = 0;
    vi.mocked(captureFrame).mockImplementation(() => `data:image/jpeg;base64,/9j/${n++}`);
    const video = document.createElement('video');
    const frames = await captureBurst(video, {
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(frames).toEqual([0, 1, 2, 3].map((i) => `data:image/jpeg;base64,/9j/${i}`));
    expect(waits).toEqual([
      BURST_INTERVAL_MS,
      BURST_INTERVAL_MS,
      BURST_INTERVAL_MS,
      BURST_INTERVAL_MS,
    ]);
    for (const call of vi.mocked(captureFrame).mock.calls) {
      expect(call[0]).toBe(video);
      expect(call[2]).toEqual({ height: BURST_FRAME_HEIGHT, isSizeValid: isBurstFrameSizeValid });
    }
  });

  it('leaves out the frames the browser could not export', async () => {
    vi.mocked(captureFrame)
      .mockReturnValueOnce(null)
      .mockReturnValueOnce('data:image/jpeg;base64,/9j/b')
      .mockReturnValueOnce(null);
    const frames = await captureBurst(document.createElement('video'), {
      frames: 3,
      wait: () => Promise.resolve(),
    });
    expect(frames).toEqual(['data:image/jpeg;base64,/9j/b']);
  });
});
