// Operadores: the admin's accounts page, open to the roles that may list them.
import { endpoints } from '@rosto/contract/endpoints';
import { paths } from '../../config/paths';
import { type FeatureRoute, lazyPage } from '../../lib/feature-route';

export const operatorsRoutes: FeatureRoute[] = [
  {
    path: paths.operators.path,
    roles: endpoints.consoleOperators.roles,
    navLabel: 'nav.operators',
    page: lazyPage(() => import('./components/operators-page').then((m) => m.OperatorsPage)),
  },
];
