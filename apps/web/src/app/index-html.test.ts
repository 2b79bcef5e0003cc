// @vitest-environment node
// The page's viewport (issue 29): on a small Android phone the keyboard must
// resize the page, not cover the buttons pinned to its bottom (Continuar,
// Confirmar código, the card and limits forms).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

function viewport(): Map<string, string> {
  const content = /<meta\s+name="viewport"\s+content="([^"]*)"/u.exec(html)?.[1] ?? '';
  return new Map(
    content.split(',').map((pair) => {
      const [key = '', value = ''] = pair.split('=').map((part) => part.trim());
      return [key, value];
    }),
  );
}

describe('index.html', () => {
  it('the keyboard resizes the page: interactive-widget=resizes-content in the viewport', () => {
    const meta = viewport();
    expect(meta.get('interactive-widget')).toBe('resizes-content');
    expect(meta.get('width')).toBe('device-width');
    expect(meta.get('viewport-fit')).toBe('cover');
  });
});
