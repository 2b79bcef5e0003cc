// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ignoredPartnerSubdomains } from '@rosto/contract/schemas/partner';
import { choosePartnerIdentifier, IGNORED_SUBDOMAINS, partnerSlugFromHost } from './partner-slug';

describe('partnerSlugFromHost', () => {
  it('ignores exactly the contract list of environment sub-domains', () => {
    expect([...IGNORED_SUBDOMAINS].sort()).toEqual([...ignoredPartnerSubdomains].sort());
  });

  it('takes the first label of a sub-domain', () => {
    expect(partnerSlugFromHost('padaria-sol.rosto.test')).toBe('padaria-sol');
    expect(partnerSlugFromHost('padaria-sol.rosto.test:3100')).toBe('padaria-sol');
    expect(partnerSlugFromHost('Mercado-Azul.rosto.app')).toBe('mercado-azul');
    expect(partnerSlugFromHost('padaria.rosto.com.br')).toBe('padaria');
    expect(partnerSlugFromHost('padaria-sol.localhost')).toBe('padaria-sol');
  });

  it.each(['alpha', 'sandbox', 'qa', 'qa2', 'qa3', 'qa4', 'demo', 'www'])(
    'ignores the environment sub-domain %s',
    (label) => expect(partnerSlugFromHost(`${label}.rosto.test`)).toBeNull(),
  );

  it('ignores hosts without a sub-domain', () => {
    expect(partnerSlugFromHost('rosto.test')).toBeNull();
    expect(partnerSlugFromHost('rosto.com.br')).toBeNull();
  });

  it('ignores localhost and IP addresses', () => {
    expect(partnerSlugFromHost('localhost')).toBeNull();
    expect(partnerSlugFromHost('localhost:5173')).toBeNull();
    expect(partnerSlugFromHost('127.0.0.1')).toBeNull();
    expect(partnerSlugFromHost('192.168.0.10:3000')).toBeNull();
    expect(partnerSlugFromHost('[::1]:3000')).toBeNull();
    expect(partnerSlugFromHost('::1')).toBeNull();
  });
});

describe('choosePartnerIdentifier', () => {
  it('prefers ?partner=, then ?partnerId=, then the sub-domain, then the stored choice', () => {
    const hostname = 'padaria-sol.rosto.test';
    expect(
      choosePartnerIdentifier({ search: '?partner=mercado-azul', hostname, stored: 'x' }),
    ).toBe('mercado-azul');
    expect(
      choosePartnerIdentifier({ search: '?partnerId=42', hostname: 'localhost', stored: null }),
    ).toBe('42');
    expect(choosePartnerIdentifier({ search: '', hostname, stored: 'x' })).toBe('padaria-sol');
    expect(
      choosePartnerIdentifier({ search: '', hostname: 'localhost', stored: 'mercado-azul' }),
    ).toBe('mercado-azul');
    expect(
      choosePartnerIdentifier({ search: '', hostname: 'qa.rosto.test', stored: null }),
    ).toBeNull();
  });

  it('refuses identifiers that could not be a slug or id', () => {
    expect(
      choosePartnerIdentifier({ search: '?partner=../admin', hostname: 'localhost', stored: null }),
    ).toBeNull();
  });
});
