// The app's lazily started face engine hands each analysis over whole: the
// photo and its options (the burst's frames, decision 038; a challenge's side, 061).
import { describe, expect, it, vi } from 'vitest';
import type { AnalyseResult, FaceEngine } from '../../face-engine/types';
import { LazyFaceEngine } from './face-engine';

describe('LazyFaceEngine', () => {
  it("passes the burst's frames on to the engine it starts", async () => {
    const result = { faces: 0 } as unknown as AnalyseResult;
    const analyse = vi.fn<FaceEngine['analyse']>().mockResolvedValue(result);
    const lazy = new LazyFaceEngine(() => Promise.resolve({ analyse, close: vi.fn() }));
    const photo = new Uint8Array([1, 2, 3]);
    const frames = [new Uint8Array([4]), new Uint8Array([5])];

    await expect(lazy.analyse(photo, { frames })).resolves.toBe(result);
    expect(analyse).toHaveBeenCalledWith(photo, { frames });
    expect(lazy.state).toBe('ready');
  });

  it("passes a liveness challenge's side on with its frames (decision 061)", async () => {
    const result = { faces: 0 } as unknown as AnalyseResult;
    const analyse = vi.fn<FaceEngine['analyse']>().mockResolvedValue(result);
    const lazy = new LazyFaceEngine(() => Promise.resolve({ analyse, close: vi.fn() }));
    const photo = new Uint8Array([1, 2, 3]);
    const options = { frames: [new Uint8Array([4])], challenge: 'turn-left' as const };

    await expect(lazy.analyse(photo, options)).resolves.toBe(result);
    expect(analyse).toHaveBeenCalledWith(photo, options);
  });
});
