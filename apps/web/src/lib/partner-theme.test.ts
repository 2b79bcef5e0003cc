import { describe, expect, it } from 'vitest';
import type { Partner } from './partner';
import {
  applyPartnerTheme,
  colorChannels,
  partnerThemeVariables,
  readableTextOn,
} from './partner-theme';

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

  it('reads the channels of every colour form the theme accepts', () => {
    expect(colorChannels('#0B3D91')).toEqual([11, 61, 145]);
    expect(colorChannels('#fa0')).toEqual([255, 170, 0]);
    expect(colorChannels('#0b3d9180')).toEqual([11, 61, 145]);
    expect(colorChannels('rgb(11, 61, 145)')).toEqual([11, 61, 145]);
    expect(colorChannels('rgba(100%,0%,50%,0.5)')).toEqual([255, 0, 128]);
    expect(colorChannels('hsl(120, 100%, 25%)')).toEqual([0, 128, 0]);
    expect(colorChannels('url(x)')).toBeNull();
    expect(colorChannels('rgb(1,2)')).toBeNull();
  });
});
