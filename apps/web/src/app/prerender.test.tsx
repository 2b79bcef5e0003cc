// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderOffline } from './prerender';

describe('prerenderOffline', () => {
  it('renders offline.html’s copies: each language, its title apart, and the retry button', async () => {
    const pages = await prerenderOffline();
    expect(Object.keys(pages).sort()).toEqual(['en', 'pt-BR']);
    expect(pages['pt-BR'].title).toBe('Sem conexão | Rosto');
    expect(pages.en.title).toBe('No connection | Rosto');
    expect(pages['pt-BR'].markup).toContain('>Você está sem conexão.</h1>');
    expect(pages.en.markup).toContain('>You are offline.</h1>');
    // public/offline.js finds the button by data-retry: the page is never hydrated.
    expect(pages['pt-BR'].markup).toMatch(
      /<button [^>]*data-retry=""[^>]*>Tentar de novo<\/button>/u,
    );
    expect(pages.en.markup).toMatch(/<button [^>]*data-retry=""[^>]*>Try again<\/button>/u);
    for (const { markup } of Object.values(pages)) {
      expect(markup).toMatch(/^<main class="status-page" id="main">/u);
      expect(markup).not.toContain('<title');
    }
  });
});
