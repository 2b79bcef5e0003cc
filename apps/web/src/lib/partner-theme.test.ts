import { describe, expect, it } from 'vitest';
import type { Partner } from './partner';
import { applyPartnerTheme, partnerThemeVariables, readableTextOn } from './partner-theme';

// Partial options on purpose: the theme must survive hand-edited partner data.
const partner = (options: Record<string, unknown>): Partner => ({
  id: '1',
  name: 'P',
  slug: 'p',
  options: options as unknown as Partner['options'],
  logoUrl: null,
  placeIds: [],
});

describe('partner theme', () => {
  it('maps colours and typography to CSS variables', () => {
    expect(
      partnerThemeVariables(
        partner({
          colors: { primary: '#1D4ED8', secondary: '#F59E0B', success: '#15803D', info: '#0369A1' },
          typography: {
            fontFamily: 'Georgia, "Times New Roman", serif',
            headingFontFamily: 'Georgia, serif',
            baseFontSizePx: 17,
          },
        }),
      ),
    ).toEqual({
      '--color-primary': '#1D4ED8',
      '--color-on-primary': '#ffffff',
      '--color-secondary': '#F59E0B',
      '--color-success': '#15803D',
      '--color-info': '#0369A1',
      '--font-family': 'Georgia, "Times New Roman", serif',
      '--font-family-heading': 'Georgia, serif',
      '--font-size-base': '17px',
    });
  });

  it('drops values that are not colours, fonts or sane sizes', () => {
    expect(
      partnerThemeVariables(
        partner({
          colors: { primary: 'url(https://evil.example/x)', secondary: null },
          typography: { fontFamily: 'x; } body { display:none', baseFontSizePx: 90 },
        }),
      ),
    ).toEqual({});
  });

  it('picks readable text on light and dark primaries', () => {
    expect(readableTextOn('#0B6E4F')).toBe('#ffffff');
    expect(readableTextOn('#FACC15')).toBe('#111111');
  });

  it('applies and later removes the variables on <html>', () => {
    applyPartnerTheme(partner({ colors: { primary: '#1D4ED8' } }));
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#1D4ED8');
    applyPartnerTheme(null);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
  });
});
