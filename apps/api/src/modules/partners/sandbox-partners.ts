// The two partners the sandbox stage starts with, different enough in colours,
// typography and views to show white-labelling at work. Fixed ids so links
// with ?partnerId=<id> keep working across restarts.
import type { Partner } from '@rosto/contract/schemas/partner';

export const mercadoAzul: Partner = {
  id: '5f0c8a52-7d3b-4e61-9a2f-3c1b8e4d7a01',
  name: 'Mercado Azul',
  slug: 'mercado-azul',
  options: {
    views: ['home', 'transactions', 'wallet', 'profile'],
    description: {
      splashSubTitle: 'Pague com o rosto no Mercado Azul',
      splashSubTitleInEnglish: 'Pay with your face at Mercado Azul',
    },
    colors: { primary: '#0B3D91', secondary: '#006D77', success: '#1E7B34', info: '#1A5FB4' },
    showMenuLabels: true,
    typography: {
      fontFamily: 'Georgia, "Times New Roman", serif',
      headingFontFamily: 'Georgia, "Times New Roman", serif',
      baseFontSizePx: 16,
    },
  },
  // An SVG wordmark the web app serves (apps/web/public/partners).
  logoUrl: '/partners/mercado-azul.svg',
  placeIds: [],
};

export const padariaSol: Partner = {
  id: '8e2d4b61-1f9a-4c37-b5e8-6a0d2c9f4b02',
  name: 'Padaria Sol',
  slug: 'padaria-sol',
  options: {
    views: ['home', 'wallet', 'profile'],
    description: {
      splashSubTitle: 'Seu rosto é o seu cartão na Padaria Sol',
      splashSubTitleInEnglish: 'Your face is your card at Padaria Sol',
    },
    colors: { primary: '#C2410C', secondary: '#7C2D12', success: '#2B7A3B', info: '#1864AB' },
    showMenuLabels: false,
    typography: {
      fontFamily: '"Trebuchet MS", "Segoe UI", sans-serif',
      headingFontFamily: '"Trebuchet MS", "Segoe UI", sans-serif',
      baseFontSizePx: 17,
    },
  },
  logoUrl: '/partners/padaria-sol.svg',
  placeIds: [],
};

export const sandboxPartners: readonly Partner[] = [mercadoAzul, padariaSol];
