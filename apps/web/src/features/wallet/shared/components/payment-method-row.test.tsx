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

  it("a shop's card: its mark in its issuer's colour; unknown issuer or blocked, the neutral files (decision 075)", () => {
    const shopCard = (issuerColor: string | null, deleted = false) =>
      validationTestCard({
        type: 'PADARIA_SOL_PRE_OR_POST_PAID_CARD',
        authorizer: 'PLACE',
        authorizerName: 'Cartão da loja',
        authorizerIcon: {
          single: '/authorizers/place-single.svg',
          disabled: '/authorizers/place-disabled.svg',
        },
        formattedTwoLineFirstLine: 'Padaria Sol Centro',
        formattedTwoLineSecondLine: 'Padaria Sol Centro',
        cardLastFourDigits: null,
        cardMetadata: {
          cardName: 'Padaria Sol Centro',
          lastFourDigits: null,
          placeName: 'Padaria Sol Centro',
          placeCode: 'PADARIA_SOL',
          associateCode: null,
          retailerId: null,
          issuerColor,
        },
        validated: true,
        validationEnabled: false,
        canBeValidated: false,
        deleted,
        cardStatus: deleted ? 'DELETED' : 'AUTO_APPROVED',
      });
    const { unmount } = inRouter(<PaymentMethodRow card={shopCard('#c2410c')} />);
    const mark = screen.getByRole('img', { name: 'Cartão da loja' });
    expect(mark.tagName.toLowerCase()).toBe('svg');
    expect(mark.querySelector('[data-part="background"]')).toHaveAttribute('fill', '#c2410c');
    // White shapes read on the bakery's dark orange.
    expect(mark.querySelector('g')).toHaveAttribute('stroke', '#ffffff');
    unmount();

    const { unmount: unmountUnknown } = inRouter(<PaymentMethodRow card={shopCard(null)} />);
    expect(screen.getByRole('img', { name: 'Cartão da loja' })).toHaveAttribute(
      'src',
      '/authorizers/place-single.svg',
    );
    unmountUnknown();

    inRouter(<PaymentMethodRow card={shopCard('#c2410c', true)} />);
    expect(screen.getByRole('img', { name: 'Cartão da loja' })).toHaveAttribute(
      'src',
      '/authorizers/place-disabled.svg',
    );
  });
});
