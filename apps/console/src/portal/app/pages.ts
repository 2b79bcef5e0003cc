// The portal's pages inside the shell, in the navigation's order: each with
// the shop roles that open it (the roles its API calls take, from the
// contract), so the router's guard and the navigation cannot disagree.
// Absent roles: every person of the shop.
import { endpoints } from '@rosto/contract/endpoints';
import type { ShopRole } from '@rosto/contract/operator-roles';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { lazyPage } from '../../lib/feature-route';
import { portalPaths } from '../config/paths';

export interface PortalPage {
  path: string;
  href: string;
  navLabel: ParseKeys;
  roles?: readonly ShopRole[];
  page: ComponentType;
}

export const portalPages: readonly PortalPage[] = [
  {
    ...portalPaths.sales,
    navLabel: 'portal.nav.sales',
    page: lazyPage(() =>
      import('../features/sales/components/sales-page').then((m) => m.SalesPage),
    ),
  },
  {
    ...portalPaths.terminals,
    navLabel: 'portal.nav.terminals',
    page: lazyPage(() =>
      import('../features/terminals/components/terminals-page').then((m) => m.TerminalsPage),
    ),
  },
  {
    ...portalPaths.webhooks,
    navLabel: 'portal.nav.webhooks',
    roles: endpoints.shopWebhooks.shopRoles,
    page: lazyPage(() =>
      import('../features/webhooks/components/webhooks-page').then((m) => m.WebhooksPage),
    ),
  },
  {
    ...portalPaths.reconciliation,
    navLabel: 'portal.nav.reconciliation',
    roles: endpoints.shopReconciliation.shopRoles,
    page: lazyPage(() =>
      import('../features/reconciliation/components/reconciliation-page').then(
        (m) => m.ReconciliationPage,
      ),
    ),
  },
];

/** Whether a person of `role` opens a page that asks for `roles`. */
export function pageAllowedFor(roles: readonly ShopRole[] | undefined, role: ShopRole): boolean {
  return roles === undefined || roles.includes(role);
}
