// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSnackbars, getSnackbars, showSnackbar } from './snackbar';

const messages = () => getSnackbars().map((snackbar) => snackbar.message);

describe('snackbars', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearSnackbars();
    vi.useRealTimers();
  });

  it('hides after 3 s by default', () => {
    showSnackbar('Salvo');
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(['Salvo']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('honours a custom duration', () => {
    showSnackbar('Longo', { durationMs: 5000 });
    vi.advanceTimersByTime(4000);
    expect(messages()).toEqual(['Longo']);
  });

  it('shows at most 3 at once, dropping the oldest', () => {
    for (const message of ['a', 'b', 'c', 'd']) showSnackbar(message);
    expect(messages()).toEqual(['b', 'c', 'd']);
  });

  it('replaces a duplicate instead of stacking it, and restarts its timer', () => {
    showSnackbar('Erro', { variant: 'error' });
    vi.advanceTimersByTime(2000);
    showSnackbar('Outro');
    showSnackbar('Erro', { variant: 'error' });
    expect(messages()).toEqual(['Outro', 'Erro']);
    vi.advanceTimersByTime(1500);
    expect(messages()).toEqual(['Outro', 'Erro']);
    vi.advanceTimersByTime(1500);
    expect(messages()).toEqual([]);
  });
});
