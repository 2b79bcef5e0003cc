import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadErrorCatalogue } from '../../lib/error-text';
import { changeLanguage } from '../../lib/i18n';
import { setupI18n } from '../../testing/setup-i18n';
import { CpfField, useCpfInput } from './cpf-field';

function Harness() {
  const cpf = useCpfInput();
  return (
    <>
      <CpfField cpf={cpf} />
      <output data-testid="state">{`${cpf.digits}|${String(cpf.canContinue)}`}</output>
    </>
  );
}

describe('CpfField', () => {
  beforeAll(async () => {
    await setupI18n();
    await preloadErrorCatalogue();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('masks as typed, drops what is not a digit, and keeps 14 characters', () => {
    render(<Harness />);
    const input = screen.getByLabelText('CPF');
    fireEvent.input(input, { target: { value: '529a98' } });
    expect(input).toHaveValue('529.98');
    expect(input).toHaveAttribute('maxlength', '14');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('judges the CPF 250 ms after typing stops', () => {
    render(<Harness />);
    const input = screen.getByLabelText('CPF');
    fireEvent.input(input, { target: { value: '52998224725' } });
    expect(screen.getByTestId('state')).toHaveTextContent('52998224725|false');
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(screen.getByTestId('state')).toHaveTextContent('|false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('state')).toHaveTextContent('52998224725|true');
  });

  it('says "CPF inválido." only once 14 characters are typed, after the pause', () => {
    render(<Harness />);
    const input = screen.getByLabelText('CPF');
    fireEvent.input(input, { target: { value: '111.111.111-1' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('CPF inválido.')).not.toBeInTheDocument();
    fireEvent.input(input, { target: { value: '111.111.111-12' } });
    expect(screen.queryByText('CPF inválido.')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('CPF inválido.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Enter a valid CPF number." in English', async () => {
    vi.useRealTimers();
    await changeLanguage('en');
    try {
      render(<Harness />);
      fireEvent.input(screen.getByLabelText('CPF'), { target: { value: '111.111.111-12' } });
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid CPF number.'),
      );
    } finally {
      await setupI18n();
    }
  });
});
