import { render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanPastedCode, CodeInput } from './otp-input';

function Harness({
  onComplete,
  length = 6,
}: {
  onComplete: (code: string) => void;
  length?: number;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      {/* What a screen does after a refused code: it empties the boxes. */}
      <button type="button" onClick={() => setValue('')}>
        limpar
      </button>
      <CodeInput
        label="Código de verificação"
        hint="6 dígitos"
        length={length}
        value={value}
        onChange={setValue}
        onComplete={onComplete}
        errorId="error"
        invalid
      />
      <p id="error">Código inválido.</p>
      <output data-testid="value">{value}</output>
    </>
  );
}

const paste = (input: HTMLElement, text: string) => {
  const clipboardData = { getData: () => text };
  fireEvent.paste(input, { clipboardData });
};

describe('CodeInput (six boxes over one input)', () => {
  it('is one field labelled for screen readers, numeric, one-time-code autofill', () => {
    render(<Harness onComplete={() => undefined} />);
    const input = screen.getByLabelText('Código de verificação');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 dígitos Código inválido.');
    // The boxes are drawing only: one field is read, not six.
    expect(document.querySelector('[aria-hidden="true"]')?.children).toHaveLength(6);
  });

  it('submits by itself once the sixth digit is typed, not before', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText('Código de verificação');
    await userEvent.type(input, '12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('takes digits only and deletes with Backspace', async () => {
    render(<Harness onComplete={() => undefined} />);
    const input = screen.getByLabelText('Código de verificação');
    await userEvent.type(input, '1a2');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    expect(input).toHaveValue('12');
    await userEvent.type(input, '{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);
  });

  it('strips spaces from a pasted code and submits it', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(screen.getByLabelText('Código de verificação'), ' 123 456 ');
    expect(screen.getByTestId('value')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('takes the same code again once the screen emptied the boxes', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText('Código de verificação');
    paste(input, '123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'limpar' }));
    paste(input, '123456');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('keeps only the digits of a pasted text', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText('Código de verificação');
    paste(input, 'código: abc');
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(input).toHaveValue('');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('cleans pasted codes: spaces and a dash go', () => {
    expect(cleanPastedCode('123 456')).toBe('123456');
    expect(cleanPastedCode('123-456\n')).toBe('123456');
  });

  describe('the native wrapper’s keyboard (decision 028)', () => {
    type Host = { postMessage: ReturnType<typeof vi.fn> };
    const setHost = (host: Host | undefined) => {
      (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
    };
    afterEach(() => setHost(undefined));

    it('closes at the sixth digit in the host, before the code is sent', async () => {
      const host = { postMessage: vi.fn() };
      setHost(host);
      const onComplete = vi.fn(() => {
        // The keyboard is down when the screen starts waiting on the server.
        expect(host.postMessage).toHaveBeenCalledOnce();
      });
      render(<Harness onComplete={onComplete} />);
      const input = screen.getByLabelText('Código de verificação');
      await userEvent.type(input, '12345');
      expect(host.postMessage).not.toHaveBeenCalled();
      expect(input).toHaveFocus();
      await userEvent.type(input, '6');
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
      expect(input).not.toHaveFocus();
      expect(JSON.parse(host.postMessage.mock.calls[0]![0] as string)).toEqual({
        type: 'CLOSE_KEYBOARD',
      });
    });

    it('stays put in a browser: the focus remains on the field', async () => {
      const onComplete = vi.fn();
      render(<Harness onComplete={onComplete} />);
      const input = screen.getByLabelText('Código de verificação');
      await userEvent.type(input, '123456');
      expect(onComplete).toHaveBeenCalledOnce();
      expect(input).toHaveFocus();
    });
  });

  it('shows dots, not digits, for a PIN', () => {
    render(<CodeInput label="Senha" length={4} value="12" onChange={() => undefined} secret />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(document.querySelector('[aria-hidden="true"]')?.textContent).toBe('');
  });
});
