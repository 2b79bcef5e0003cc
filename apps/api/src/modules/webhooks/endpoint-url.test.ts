import { describe, expect, it } from 'vitest';
import { webhookAddressAllowed, webhookUrlAllowed } from './endpoint-url';

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

  it('never points into our own network: private, loopback, link-local, shared and reserved addresses', () => {
    for (const url of [
      'https://10.0.0.5/hook',
      'https://172.16.3.4/hook',
      'https://192.168.0.10/hook',
      'https://127.0.0.1:8443/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hook',
      'https://0.0.0.0/hook',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
    ]) {
      expect(webhookUrlAllowed(url, false), url).toBe(false);
    }
    expect(webhookUrlAllowed('https://8.8.8.8/hook', false)).toBe(true);
    expect(webhookUrlAllowed('https://[2001:4860:4860::8888]/hook', false)).toBe(true);
  });

  it('judges a resolved address: public unicast, and this machine in sandbox only', () => {
    expect(webhookAddressAllowed('200.147.67.142', false)).toBe(true);
    expect(webhookAddressAllowed('127.0.0.1', true)).toBe(true);
    expect(webhookAddressAllowed('::1', true)).toBe(true);
    for (const address of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '::ffff:192.168.1.1']) {
      expect(webhookAddressAllowed(address, false), address).toBe(false);
      if (!address.includes('127.'))
        expect(webhookAddressAllowed(address, true), address).toBe(false);
    }
    expect(webhookAddressAllowed('not an address', true)).toBe(false);
  });
});
