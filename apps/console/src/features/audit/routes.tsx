// Auditoria: the audit trail, open to the roles that may read it.
import { endpoints } from '@rosto/contract/endpoints';
import { paths } from '../../config/paths';
import { type FeatureRoute, lazyPage } from '../../lib/feature-route';

export const auditRoutes: FeatureRoute[] = [
  {
    path: paths.audit.path,
    roles: endpoints.consoleAudit.roles,
    navLabel: 'nav.audit',
    page: lazyPage(() => import('./components/audit-page').then((m) => m.AuditPage)),
  },
];
