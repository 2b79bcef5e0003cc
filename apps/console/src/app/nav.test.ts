import { describe, expect, it } from 'vitest';
import { featureRoutes } from './router';
import { navEntries } from './nav';

const labels = (roles: Parameters<typeof navEntries>[1]) =>
  navEntries(featureRoutes, roles).map((entry) => entry.navLabel);

describe('the navigation', () => {
  it('offers each role only the pages whose calls it may make', () => {
    expect(labels(['reviewer'])).toEqual(['nav.overview', 'nav.reviews']);
    expect(labels(['support'])).toEqual(['nav.overview', 'nav.customers']);
    expect(labels(['shops'])).toEqual(['nav.overview', 'nav.shops']);
    expect(labels(['admin'])).toEqual(['nav.overview', 'nav.operators', 'nav.audit']);
    expect(labels(['reviewer', 'admin'])).toEqual([
      'nav.overview',
      'nav.reviews',
      'nav.operators',
      'nav.audit',
    ]);
  });
});
