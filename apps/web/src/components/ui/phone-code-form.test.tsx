import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../testing/setup-i18n';
import { PhoneCodeForm, type PhoneCodeFormProps } from './phone-code-form';

function Harness(props: Partial<PhoneCodeFormProps>) {
  const [code, setCode] = useState('');
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <PhoneCodeForm
      code={code}
      onCodeChange={setCode}
      onSubmit={() => undefined}
      submitting={false}
      error={null}
      resendAt={null}
      resending={null}
      onResend={() => undefined}
      sheetOpen={sheetOpen}
      onSheetOpenChange={setSheetOpen}
      {...props}
    />
  );
}

describe('PhoneCodeForm', () => {
  beforeAll(setupI18n);
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts down to the resend, and the sheet options open only at 0', () => {
    const onResend = vi.fn();
    render(<Harness resendAt={Date.now() + 30_000} onResend={onResend} />);
    expect(screen.getByText('Você pode pedir um novo código em 0:30')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Não recebi o código' }));
    const sms = screen.getByRole('button', { name: 'Reenviar por SMS' });
    const call = screen.getByRole('button', { name: 'Receber por ligação' });
    expect(screen.getByRole('dialog', { name: 'Não recebeu o código?' })).toBeInTheDocument();
    expect(sms).toBeDisabled();
    expect(call).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(sms).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(sms).toBeEnabled();
    expect(call).toBeEnabled();
    expect(screen.getByText('Já pode pedir um novo código.')).toBeInTheDocument();

    fireEvent.click(call);
    expect(onResend).toHaveBeenCalledExactlyOnceWith('call');
  });

  it('after a capped SMS that a call may still beat, offers the call under the error (decision 074)', () => {
    const onResend = vi.fn();
    const error =
      'Muitas tentativas. Aguarde um pouco e tente novamente. Tente de novo em 59 minutos.';
    const { rerender } = render(<Harness error={error} onResend={onResend} />);
    expect(screen.queryByText('Por ligação, o código ainda pode chegar agora.')).toBeNull();
    rerender(<Harness error={error} callOffered onResend={onResend} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${error}Por ligação, o código ainda pode chegar agora. Receber por ligação`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Receber por ligação' }));
    expect(onResend).toHaveBeenCalledExactlyOnceWith('call');
  });

  it('says the tries left once few are, and only then', () => {
    const error = 'Código inválido. Confira e tente novamente.';
    const { rerender } = render(<Harness error={error} remainingAttempts={3} />);
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${error}$`, 'u'));
    rerender(<Harness error={error} remainingAttempts={2} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Restam 2 tentativas com este código.');
    rerender(<Harness error={error} remainingAttempts={1} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Resta 1 tentativa com este código.');
  });

  it('a spent code closes the boxes and the confirm; the way on opens the resend sheet', () => {
    const onSubmit = vi.fn();
    render(<Harness error="Muitas tentativas." spent onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Código de verificação');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirmar código' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Pedir um novo código' }));
    expect(screen.getByRole('dialog', { name: 'Não recebeu o código?' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says in a status that a new code went out, by the channel it went', () => {
    const { rerender } = render(<Harness newCodeChannel="sms" />);
    expect(screen.getByRole('status')).toHaveTextContent('Enviamos um novo código por SMS.');
    rerender(<Harness newCodeChannel="call" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Você vai receber uma ligação com o novo código.',
    );
  });

  it('closes the sheet with Escape', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Não recebi o código' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error under the boxes as an alert tied to the field', () => {
    render(<Harness error="Código inválido. Confira e tente novamente." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Código inválido. Confira e tente novamente.');
    const input = screen.getByLabelText('Código de verificação');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      '6 dígitos Código inválido. Confira e tente novamente.',
    );
  });

  it('disables the boxes and shows a spinner while the code is checked', () => {
    render(<Harness submitting />);
    expect(screen.getByLabelText('Código de verificação')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirmar código' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
