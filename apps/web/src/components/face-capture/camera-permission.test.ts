// @vitest-environment node
// The camera permission rules (docs/spec/account-checklist.md §4): granted, prompt, anything else
// denied; a permissions API that throws or is missing means prompt; no
// mediaDevices means unsupported; and what a failed getUserMedia means.
import { describe, expect, it, vi } from 'vitest';
import {
  hasCamera,
  permissionAfterStreamError,
  permissionFromState,
  queryCameraPermission,
} from './camera-permission';

const mediaDevices = { getUserMedia: vi.fn() } as unknown as MediaDevices;
const withState = (state: string, query = vi.fn().mockResolvedValue({ state })) =>
  ({ mediaDevices, permissions: { query } }) as unknown as Navigator;

describe('camera permission', () => {
  it.each([
    ['granted', 'granted'],
    ['prompt', 'prompt'],
    ['denied', 'denied'],
    ['something-new', 'denied'],
  ])('a permission in state %s shows %s', async (state, expected) => {
    expect(permissionFromState(state)).toBe(expected);
    await expect(queryCameraPermission(withState(state))).resolves.toBe(expected);
  });

  it('queries the camera permission by name', async () => {
    const query = vi.fn().mockResolvedValue({ state: 'granted' });
    await queryCameraPermission(withState('granted', query));
    expect(query).toHaveBeenCalledWith({ name: 'camera' });
  });

  it('a permissions API that throws or is missing means prompt', async () => {
    const throwing = {
      mediaDevices,
      permissions: { query: vi.fn().mockRejectedValue(new TypeError('camera is not a name')) },
    } as unknown as Navigator;
    await expect(queryCameraPermission(throwing)).resolves.toBe('prompt');
    await expect(queryCameraPermission({ mediaDevices })).resolves.toBe('prompt');
  });

  it('no mediaDevices (or no navigator) means unsupported', async () => {
    expect(hasCamera(undefined)).toBe(false);
    await expect(
      queryCameraPermission({ permissions: withState('granted').permissions }),
    ).resolves.toBe('unsupported');
    await expect(queryCameraPermission(undefined)).resolves.toBe('unsupported');
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'unsupported'],
    ['OverconstrainedError', 'unsupported'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('getUserMedia failing with %s shows %s', (name, expected) => {
    expect(permissionAfterStreamError(new DOMException('x', name))).toBe(expected);
  });

  it('an unknown failure of getUserMedia is a camera that did not open', () => {
    expect(permissionAfterStreamError('weird')).toBe('failed');
  });
});
