// The authorizers the add screen offers (docs/spec/wallet-checklist.md §2, §6).
import { describe, expect, it } from 'vitest';
import { FOOD_VOUCHER_PROVIDER } from '@rosto/contract/schemas/payment-methods';
import { authorizerIcons, availableAuthorizers, brandAllowedAtStage } from './authorizers';

describe('authorizers', () => {
  it('offers the credit brands, the store cards and the food voucher, with their icons', () => {
    const list = availableAuthorizers({ stage: 'sandbox', canAdd: true });
    expect(list.map((authorizer) => authorizer.id)).toEqual([
      'VISA',
      'MASTERCARD',
      'ELO',
      'AMERICAN_EXPRESS',
      'DINERS',
      'SENFF',
      'DMCARD',
      'GREEN_BENEFICIOS',
    ]);
    expect(list.every((authorizer) => !authorizer.disabled)).toBe(true);
    expect(list[3]?.icon).toEqual({
      flat: '/authorizers/american-express-flat.svg',
      mono: '/authorizers/american-express-mono.svg',
      single: '/authorizers/american-express-single.svg',
    });
    expect(list.find((authorizer) => authorizer.id === 'SENFF')?.metadata).toMatchObject({
      cardName: 'Senff',
    });
    expect(authorizerIcons('GREEN_BENEFICIOS').disabled).toBe(
      '/authorizers/green-beneficios-disabled.svg',
    );
  });

  it('gives the store cards and the food voucher their metadata, the provider as the voucher retailer', () => {
    const metadataOf = (id: string) =>
      availableAuthorizers({ stage: 'sandbox', canAdd: true }).find(
        (authorizer) => authorizer.id === id,
      )?.metadata;
    const noCardYet = {
      lastFourDigits: null,
      placeName: null,
      placeCode: null,
      associateCode: null,
      issuerColor: null,
    };
    expect(metadataOf('SENFF')).toEqual({ cardName: 'Senff', ...noCardYet, retailerId: null });
    expect(metadataOf('DMCARD')).toEqual({ cardName: 'DMCard', ...noCardYet, retailerId: null });
    expect(metadataOf('GREEN_BENEFICIOS')).toEqual({
      cardName: 'Green Benefícios',
      ...noCardYet,
      retailerId: FOOD_VOUCHER_PROVIDER,
    });
    expect(FOOD_VOUCHER_PROVIDER).toBe('GREEN_BENEFICIOS');
    for (const brand of ['VISA', 'MASTERCARD', 'ELO', 'AMERICAN_EXPRESS', 'DINERS']) {
      expect(metadataOf(brand), brand).toBeNull();
    }
    // The demo stage's food voucher carries the same.
    expect(
      availableAuthorizers({ stage: 'demo', canAdd: true }).find(
        (authorizer) => authorizer.id === 'GREEN_BENEFICIOS',
      )?.metadata?.retailerId,
    ).toBe(FOOD_VOUCHER_PROVIDER);
  });

  it('disables every one when no card can be added', () => {
    const list = availableAuthorizers({ stage: 'production', canAdd: false });
    expect(list.every((authorizer) => authorizer.disabled)).toBe(true);
  });

  it('offers only Mastercard and the food voucher at the demo stage', () => {
    expect(availableAuthorizers({ stage: 'demo', canAdd: true }).map(({ id }) => id)).toEqual([
      'MASTERCARD',
      'GREEN_BENEFICIOS',
    ]);
    expect(brandAllowedAtStage('VISA', 'demo')).toBe(false);
    expect(brandAllowedAtStage('MASTERCARD', 'demo')).toBe(true);
    expect(brandAllowedAtStage('VISA', 'production')).toBe(true);
  });
});
