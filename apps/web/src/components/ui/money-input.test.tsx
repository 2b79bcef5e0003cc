import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { setupI18n } from '../../testing/setup-i18n';
import { MoneyInput } from './money-input';

function Harness() {
  const [cents, setCents] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="amount">Valor</label>
      <MoneyInput id="amount" cents={cents} onChange={setCents} />
      <output data-testid="cents">{String(cents)}</output>
    </>
  );
}

const box = () => screen.getByLabelText('Valor');
const cents = () => screen.getByTestId('cents').textContent;

describe('MoneyInput', () => {
  beforeAll(() => setupI18n());
  afterEach(() => act(() => changeLanguage('pt-BR')));

  it('fills from the cents as typed, as the terminal keypad: 2345 is R$ 23,45', async () => {
    render(<Harness />);
    expect(box()).toHaveAttribute('inputmode', 'numeric');
    expect(box()).toHaveAttribute('placeholder', 'R$ 0,00');
    await userEvent.type(box(), '2');
    expect(box()).toHaveValue('R$ 0,02');
    await userEvent.type(box(), '345');
    expect(box()).toHaveValue('R$ 23,45');
    expect(cents()).toBe('2345');
  });

  it('drops the last digit on a backspace and empties the box past the last one', async () => {
    render(<Harness />);
    await userEvent.type(box(), '2345{Backspace}');
    expect(box()).toHaveValue('R$ 2,34');
    await userEvent.type(box(), '{Backspace}{Backspace}{Backspace}');
    expect(box()).toHaveValue('');
    expect(cents()).toBe('null');
  });

  it('takes "23,45", "R$ 23,45" and "2345" pasted as R$ 23,45', async () => {
    render(<Harness />);
    for (const pasted of ['23,45', 'R$ 23,45', '2345']) {
      await userEvent.clear(box());
      await userEvent.paste(pasted);
      expect(box()).toHaveValue('R$ 23,45');
    }
    // Text without a digit leaves the amount as it was.
    await userEvent.paste('abc');
    expect(cents()).toBe('2345');
  });

  it('writes the amount as the English money formatter does', async () => {
    await act(() => changeLanguage('en'));
    render(<Harness />);
    await userEvent.type(box(), '123456');
    expect(box()).toHaveValue('R$1,234.56');
  });
});
