// Início: what waits for review, for every operator.
import { paths } from '../../config/paths';
import { type FeatureRoute, lazyPage } from '../../lib/feature-route';

export const overviewRoutes: FeatureRoute[] = [
  {
    path: paths.home.path,
    navLabel: 'nav.overview',
    page: lazyPage(() => import('./components/overview-page').then((m) => m.OverviewPage)),
  },
];
