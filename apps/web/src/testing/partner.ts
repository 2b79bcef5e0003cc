// A partner as the partner endpoint answers it, for tests of partner-dependent
// screens and guards: only what they read is filled in.
import type { Partner } from '../lib/partner';

/** Padaria Sol with the home, wallet and profile tabs; `options` replaces parts of its options. */
export function testPartner(options: Record<string, unknown> = {}): Partner {
  return {
    id: '8e2d4b61-1f9a-4c37-b5e8-6a0d2c9f4b02',
    name: 'Padaria Sol',
    slug: 'padaria-sol',
    options: {
      views: ['home', 'wallet', 'profile'],
      description: { splashSubTitle: null },
      showMenuLabels: false,
      ...options,
    },
    placeIds: [],
  } as unknown as Partner;
}
