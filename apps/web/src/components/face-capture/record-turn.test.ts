// The head turn's recording, shared by the till and the enrolment: the first
// frame at the call, then every 250 ms, handed over after the fifth; nothing
// once stopped. The JPEG export is replaced (jsdom has no canvas).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureFrame } from './capture-image';
import { recordTurn, TURN_FRAMES } from './record-turn';

vi.mock('./capture-image', () => ({ captureFrame: vi.fn() }));

describe('recordTurn', () => {
  const video = { current: document.createElement('video') };
  beforeEach(() => {
    vi.useFakeTimers();
    let shot = 0;
    vi.mocked(captureFrame).mockReset();
    vi.mocked(captureFrame).mockImplementation(() => `data:image/jpeg;base64,F${(shot += 1)}`);
  });
  afterEach(() => vi.useRealTimers());

  it('takes the first frame at once (still facing), then one every 250 ms at 640 px, five in all', () => {
    const onFrames = vi.fn();
    recordTurn(video, onFrames);
    expect(captureFrame).toHaveBeenCalledOnce();
    expect(vi.mocked(captureFrame).mock.calls[0]![2]).toMatchObject({ height: 640 });
    vi.advanceTimersByTime(750);
    expect(captureFrame).toHaveBeenCalledTimes(4);
    expect(onFrames).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(TURN_FRAMES).toBe(5);
    expect(onFrames).toHaveBeenCalledWith(
      [1, 2, 3, 4, 5].map((n) => `data:image/jpeg;base64,F${n}`),
    );
    vi.advanceTimersByTime(1_000);
    expect(captureFrame).toHaveBeenCalledTimes(5);
  });

  it('leaves out frames the browser could not export', () => {
    vi.mocked(captureFrame).mockReturnValueOnce(null);
    const onFrames = vi.fn();
    recordTurn(video, onFrames);
    vi.advanceTimersByTime(1_000);
    expect(onFrames.mock.calls[0]![0]).toHaveLength(4);
  });

  it('once stopped, nothing more is taken or handed over', () => {
    const onFrames = vi.fn();
    const stop = recordTurn(video, onFrames);
    vi.advanceTimersByTime(500);
    stop();
    vi.advanceTimersByTime(1_000);
    expect(captureFrame).toHaveBeenCalledTimes(3);
    expect(onFrames).not.toHaveBeenCalled();
  });
});
