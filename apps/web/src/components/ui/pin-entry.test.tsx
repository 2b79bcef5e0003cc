// The PIN dots: judged at the fourth digit, emptied at once, and in the
// native wrapper the keyboard closes then (decision 028).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../testing/setup-i18n';
import { PinEntry } from './pin-entry';

type Host = { postMessage: ReturnType<typeof vi.fn> };
const setHost = (host: Host | undefined) => {
  (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
};

const renderPin = (onComplete: (pin: string) => void) =>
  render(<PinEntry error={null} onComplete={onComplete} onTyping={() => undefined} />);

describe('PinEntry', () => {
  beforeAll(setupI18n);
  afterEach(() => setHost(undefined));

  it('closes the keyboard in the host once the fourth digit is in', async () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    const onComplete = vi.fn();
    renderPin(onComplete);
    const field = screen.getByLabelText('Senha de 4 números');
    expect(field).toHaveFocus();
    await userEvent.keyboard('472');
    expect(host.postMessage).not.toHaveBeenCalled();
    await userEvent.keyboard('9');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('4729');
    expect(field).not.toHaveFocus();
    expect(field).toHaveValue('');
    expect(host.postMessage.mock.calls.map(([m]) => JSON.parse(m as string) as unknown)).toEqual([
      { type: 'CLOSE_KEYBOARD' },
    ]);
  });

  it('leaves the focus on the dots in a browser', async () => {
    const onComplete = vi.fn();
    renderPin(onComplete);
    const field = screen.getByLabelText('Senha de 4 números');
    await userEvent.keyboard('4729');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('4729');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
  });
});
