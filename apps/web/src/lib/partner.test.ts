// @vitest-environment node
import { defaultPartnerViews } from '@rosto/contract/schemas/partner';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_VIEWS, partnerStateFrom, type Partner } from './partner';

const partner: Partner = {
  id: '7b0d8a2e-3c4f-4a51-9e0b-1f2a3b4c5d6e',
  name: 'Padaria Sol',
  slug: 'padaria-sol',
  options: {
    views: ['home', 'wallet'],
    description: {
      splashSubTitle: '  Pão quente e pagamento rápido ',
      splashSubTitleInEnglish: 'Warm bread, quick payment',
    },
    colors: { primary: '#b45309', secondary: '#7c2d12', success: '#15803d', info: '#0369a1' },
    showMenuLabels: true,
    typography: { fontFamily: 'system-ui', headingFontFamily: 'system-ui', baseFontSizePx: 16 },
  },
  logoUrl: null,
  placeIds: [],
};

describe('partner state', () => {
  it('uses the contract default views', () => {
    expect(DEFAULT_PARTNER_VIEWS).toEqual(defaultPartnerViews);
  });

  it('is the Rosto brand without a partner', () => {
    expect(partnerStateFrom(null)).toEqual({
      partner: null,
      views: defaultPartnerViews,
      showMenuLabels: false,
      splashSubTitle: { 'pt-BR': null, en: null },
    });
  });

  it('takes views, labels and splash sub-title from the partner options', () => {
    expect(partnerStateFrom(partner)).toMatchObject({
      views: ['home', 'wallet'],
      showMenuLabels: true,
      splashSubTitle: { 'pt-BR': 'Pão quente e pagamento rápido', en: 'Warm bread, quick payment' },
    });
  });

  it('has no English sub-title where the partner wrote none, rather than the Portuguese one', () => {
    const portugueseOnly = {
      ...partner,
      options: { ...partner.options, description: { splashSubTitle: 'Pão quente' } },
    };
    expect(partnerStateFrom(portugueseOnly).splashSubTitle).toEqual({
      'pt-BR': 'Pão quente',
      en: null,
    });
  });
});
