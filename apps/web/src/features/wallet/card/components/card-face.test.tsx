// The large card: one sentence for screen readers, the last four or the
// store's name, alias or brand, expiry, the titular, greyed when blocked.
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../../testing/setup-i18n';
import { validationTestCard } from '../../testing';
import { CardFace } from './card-face';

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

  it('a deleted card is greyed out with the disabled icon', () => {
    render(<CardFace card={validationTestCard({ deleted: true, cardStatus: 'DELETED' })} />);
    const face = screen.getByTestId('card-face');
    expect(face).toHaveAttribute('data-tone', 'blocked');
    expect(face.querySelector('img')).toHaveAttribute('src', '/authorizers/visa-disabled.svg');
  });
});
