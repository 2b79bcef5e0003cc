// The large card: one sentence for screen readers, the last four or the
// store's name, alias or brand, expiry, the titular, greyed when blocked; a
// shop's card in its issuer's colour, never the visited partner's.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../../testing/setup-i18n';
import { validationTestCard } from '../../testing';
import { CardFace } from './card-face';

/** Padaria Sol's card, issued by the bakery whose brand colour it carries (or none). */
const storeCard = (issuerColor: string | null, overrides: Partial<PaymentMethod> = {}) =>
  validationTestCard({
    type: 'PADARIA_SOL_PRE_OR_POST_PAID_CARD',
    authorizer: 'PLACE',
    authorizerName: 'Cartão da loja',
    authorizerIcon: {
      single: '/authorizers/place-single.svg',
      disabled: '/authorizers/place-disabled.svg',
    },
    formattedOneLine: 'Padaria Sol Centro',
    cardLastFourDigits: null,
    cardBrand: null,
    cardExpirationMonth: null,
    cardExpirationYear: null,
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
    ...overrides,
  });

describe('CardFace', () => {
  beforeAll(setupI18n);

  it('a credit card: last four, brand (no alias) and expiry, read as one sentence', () => {
    render(
      <CardFace card={validationTestCard({ cardExpirationMonth: 3, cardExpirationYear: 2030 })} />,
    );
    const face = screen.getByRole('img', { name: 'Visa •••• 1111, Validade 03/30' });
    expect(face).toHaveTextContent('•••• 1111');
    expect(face).toHaveTextContent('Visa');
    expect(face).toHaveTextContent('03/30');
    expect(face).toHaveAttribute('data-tone', 'blue');
  });

  it('a dependent store card: the place, the titular, no expiry', () => {
    render(
      <CardFace
        card={validationTestCard({
          authorizer: 'PLACE',
          authorizerName: 'Cartão da loja',
          formattedOneLine: 'Padaria Sol',
          cardLastFourDigits: null,
          cardExpirationMonth: null,
          cardExpirationYear: null,
          cardMetadata: {
            cardName: 'Padaria Sol',
            lastFourDigits: null,
            placeName: 'Padaria Sol',
            placeCode: 'PADARIA_SOL',
            associateCode: null,
            retailerId: null,
            issuerColor: null,
          },
          isDependent: true,
          titularName: 'João Souza',
        })}
      />,
    );
    const face = screen.getByRole('img', { name: 'Padaria Sol, Titular: João Souza' });
    expect(face).toHaveTextContent('Padaria Sol');
    expect(face).not.toHaveTextContent('Validade');
  });

  it("a shop's card wears its issuer's colour with text that reads on it, not the visited partner's (decision 075)", () => {
    // Visiting as Mercado Azul: its blue is the page's primary colour.
    document.documentElement.style.setProperty('--color-primary', '#0B3D91');
    try {
      const { unmount } = render(<CardFace card={storeCard('#c2410c')} />);
      const face = screen.getByTestId('card-face');
      expect(face).toHaveAttribute('data-tone', 'issuer');
      expect(face.style.getPropertyValue('--face-issuer')).toBe('#c2410c');
      expect(face).toHaveAttribute('data-ink', 'light');
      expect(face.style.color).toBe('rgb(255, 255, 255)');
      expect(face.getAttribute('style')).not.toMatch(/0b3d91|color-primary/iu);
      // Its shop mark is drawn in the same colour, not Rosto's file.
      expect(face.querySelector('[data-part="background"]')).toHaveAttribute('fill', '#c2410c');
      expect(face.querySelector('img')).toBeNull();
      unmount();

      // A pale brand gets dark text.
      render(<CardFace card={storeCard('#ffd166')} />);
      expect(screen.getByTestId('card-face')).toHaveAttribute('data-ink', 'dark');
      expect(screen.getByTestId('card-face').style.color).toBe('rgb(17, 17, 17)');
    } finally {
      document.documentElement.style.removeProperty('--color-primary');
    }
  });

  it("a shop's card whose issuer is unknown is neutral, with the neutral shop mark", () => {
    render(<CardFace card={storeCard(null)} />);
    const face = screen.getByTestId('card-face');
    expect(face).toHaveAttribute('data-tone', 'neutral');
    expect(face.style.getPropertyValue('--face-issuer')).toBe('');
    expect(face.querySelector('img')).toHaveAttribute('src', '/authorizers/place-single.svg');
  });

  it("a deleted shop's card is greyed out like any other, its issuer's colour dropped", () => {
    render(<CardFace card={storeCard('#c2410c', { deleted: true, cardStatus: 'DELETED' })} />);
    const face = screen.getByTestId('card-face');
    expect(face).toHaveAttribute('data-tone', 'blocked');
    expect(face.style.getPropertyValue('--face-issuer')).toBe('');
    expect(face.querySelector('img')).toHaveAttribute('src', '/authorizers/place-disabled.svg');
  });

  it('a deleted card is greyed out with the disabled icon', () => {
    render(<CardFace card={validationTestCard({ deleted: true, cardStatus: 'DELETED' })} />);
    const face = screen.getByTestId('card-face');
    expect(face).toHaveAttribute('data-tone', 'blocked');
    expect(face.querySelector('img')).toHaveAttribute('src', '/authorizers/visa-disabled.svg');
  });
});
