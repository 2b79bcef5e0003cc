// The navigation: the registered pages that have a label and that the
// operator's roles open, in the order the features are registered.
import type { OperatorRole } from '@rosto/contract/operator-roles';
import { allowedFor, type FeatureRoute } from '../lib/feature-route';

export type NavEntry = Required<Pick<FeatureRoute, 'path' | 'navLabel'>> &
  Pick<FeatureRoute, 'navBadge'>;

export function navEntries(
  routes: readonly FeatureRoute[],
  held: readonly OperatorRole[],
): NavEntry[] {
  return routes.flatMap(({ path, navLabel, navBadge, roles }) =>
    navLabel !== undefined && allowedFor(roles, held) ? [{ path, navLabel, navBadge }] : [],
  );
}
