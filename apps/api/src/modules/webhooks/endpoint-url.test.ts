import { describe, expect, it } from 'vitest';
import { webhookUrlAllowed } from './endpoint-url';

describe("a webhook endpoint's address", () => {
  it('is HTTPS, or HTTP to this machine in sandbox only', () => {
    expect(webhookUrlAllowed('https://loja.com.br/webhooks/rosto', false)).toBe(true);
    expect(webhookUrlAllowed('http://127.0.0.1:4000/hook', true)).toBe(true);
    expect(webhookUrlAllowed('http://localhost/hook', true)).toBe(true);
    expect(webhookUrlAllowed('http://[::1]:8080/hook', true)).toBe(true);
    expect(webhookUrlAllowed('http://127.0.0.1:4000/hook', false)).toBe(false);
    expect(webhookUrlAllowed('http://loja.com.br/hook', true)).toBe(false);
  });

  it('refuses what is no URL, other schemes and credentials in it', () => {
    for (const url of [
      'loja.com.br/hook',
      'ftp://loja.com.br/hook',
      'javascript:alert(1)',
      'https://user:pass@loja.com.br/hook',
      'https://loja.com.br/hook#frag',
    ]) {
      expect(webhookUrlAllowed(url, true), url).toBe(false);
    }
  });
});
