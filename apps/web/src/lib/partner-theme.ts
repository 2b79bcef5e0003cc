// Turns a partner's colours and typography into CSS custom properties. Values
// are checked first so a bad entry falls back to the Rosto brand instead of
// breaking the page (or loading a url() from a colour field).
import type { Partner } from './partner';

const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\))$/i;
const FONT_FAMILY = /^[\p{L}\p{N}\s,'"-]{1,200}$/u;

const isColor = (value: unknown): value is string =>
  typeof value === 'string' && COLOR.test(value.trim());

function channel(value: number) {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number | null {
  let digits = hex.replace('#', '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  if (!/^[0-9a-f]{6}/i.test(digits)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  const lum = luminance(background);
  if (lum === null) return '#ffffff';
  const onWhite = 1.05 / (lum + 0.05);
  const onDark = (lum + 0.05) / 0.0565; // #111 has luminance ~0.0065
  return onWhite >= onDark ? '#ffffff' : '#111111';
}

export function partnerThemeVariables(partner: Partner): Record<string, string> {
  const vars: Record<string, string> = {};
  const { colors, typography } = partner.options;
  if (isColor(colors?.primary)) {
    vars['--color-primary'] = colors.primary.trim();
    vars['--color-on-primary'] = readableTextOn(colors.primary.trim());
  }
  if (isColor(colors?.secondary)) vars['--color-secondary'] = colors.secondary.trim();
  if (isColor(colors?.success)) vars['--color-success'] = colors.success.trim();
  if (isColor(colors?.info)) vars['--color-info'] = colors.info.trim();
  const font = typography?.fontFamily?.trim();
  if (font && FONT_FAMILY.test(font)) vars['--font-family'] = font;
  const heading = typography?.headingFontFamily?.trim();
  if (heading && FONT_FAMILY.test(heading)) vars['--font-family-heading'] = heading;
  const size = typography?.baseFontSizePx;
  if (typeof size === 'number' && size >= 12 && size <= 24) vars['--font-size-base'] = `${size}px`;
  return vars;
}

let applied: string[] = [];

/** Replaces the partner variables on <html>; null restores the Rosto brand. */
export function applyPartnerTheme(partner: Partner | null): void {
  const root = document.documentElement;
  for (const name of applied) root.style.removeProperty(name);
  const vars = partner ? partnerThemeVariables(partner) : {};
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  applied = Object.keys(vars);
  const themeColor = document.querySelector('meta[name="theme-color"]');
  const primary = vars['--color-primary'];
  if (themeColor)
    themeColor.setAttribute('content', primary ?? themeColor.getAttribute('data-default') ?? '');
}

/** Red, green and blue (0-255) of a colour the theme accepts (hex, rgb() or hsl()), or null. */
export function colorChannels(value: string): [number, number, number] | null {
  const color = value.trim().toLowerCase();
  if (!COLOR.test(color)) return null;
  if (color.startsWith('#')) {
    let digits = color.slice(1);
    if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
    return [r ?? 0, g ?? 0, b ?? 0];
  }
  const parts = (color.slice(color.indexOf('(') + 1, -1).split('/')[0] ?? '')
    .split(/[\s,]+/u)
    .filter(Boolean);
  if (parts.length < 3) return null;
  const number = (part: string, full: number) =>
    part.endsWith('%') ? (parseFloat(part) / 100) * full : parseFloat(part);
  const clamp = (n: number) => Math.round(Math.min(Math.max(n, 0), 255));
  if (color.startsWith('rgb')) {
    const channels = parts.slice(0, 3).map((part) => number(part, 255));
    if (channels.some(Number.isNaN)) return null;
    const [r, g, b] = channels.map(clamp);
    return [r ?? 0, g ?? 0, b ?? 0];
  }
  const [h, s, l] = [
    parseFloat(parts[0] ?? ''),
    number(parts[1] ?? '', 1),
    number(parts[2] ?? '', 1),
  ];
  if ([h, s, l].some(Number.isNaN)) return null;
  // CSS Color 4's hsl-to-rgb.
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => clamp(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}
