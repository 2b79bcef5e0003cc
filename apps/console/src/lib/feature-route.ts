// What a feature folder registers (features/<feature>/routes.tsx): its pages,
// the roles each needs and, for a page with a place in the navigation, its
// label. app/router.tsx lists the features; the navigation and the role
// guard are built from these entries, so a page and its nav entry cannot
// disagree about who may see them.
import { lazy, type ComponentType } from 'react';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import type { ParseKeys } from 'i18next';

export interface FeatureRoute {
  /** Pattern relative to /console (config/paths.ts). */
  path: string;
  /** Any one of these lets an operator in; absent: every signed-in operator. */
  roles?: readonly OperatorRole[];
  /** The navigation's label; absent: a page reached by links only. */
  navLabel?: ParseKeys;
  /** Shown after the navigation's label: a count that asks for attention. */
  navBadge?: ComponentType;
  /** The page, loaded when first visited (`lazyPage`). */
  page: ComponentType;
}

/** A page whose code loads when it is first visited. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() => load().then((component) => ({ default: component })));
}

/** Whether an operator with `held` roles may open a page that asks for `needed`. */
export function allowedFor(
  needed: readonly OperatorRole[] | undefined,
  held: readonly OperatorRole[],
): boolean {
  return needed === undefined || needed.some((role) => held.includes(role));
}
