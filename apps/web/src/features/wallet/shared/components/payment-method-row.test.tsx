// The card row other wallet screens reuse: a button with onClick, a link with
// `to` (and its state), plain content otherwise; icon, lines and badge.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../testing/setup-i18n';
import { validationTestCard } from '../../testing';
import { PaymentMethodRow } from './payment-method-row';

const inRouter = (element: React.ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('PaymentMethodRow', () => {
  beforeAll(setupI18n);

  it('with onClick: one button named by its lines and badge, that calls it', () => {
    const onClick = vi.fn();
    inRouter(<PaymentMethodRow card={validationTestCard()} onClick={onClick} />);
    const row = screen.getByRole('button');
    expect(row).toHaveAccessibleName('Visa •••• 1111 Validação pendente');
    fireEvent.click(row);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('with neither: plain content, the brand read from the icon when an alias hides it', () => {
    inRouter(
      <PaymentMethodRow
        card={validationTestCard({
          alias: 'Casa',
          formattedTwoLineFirstLine: 'Casa',
          validated: true,
          canBeValidated: false,
        })}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Visa' })).toHaveAttribute(
      'src',
      '/authorizers/visa-single.svg',
    );
    expect(screen.getByTestId('payment-method-row')).toHaveTextContent('Casa •••• 1111');
    expect(screen.getByTestId('payment-method-row').querySelector('[data-badge]')).toBeNull();
  });
});
