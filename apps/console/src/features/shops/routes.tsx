// Lojas (role shops): the partners' shops, a new one, and each shop's page
// with its terminals and their keys.
import { endpoints } from '@rosto/contract/endpoints';
import { paths } from '../../config/paths';
import { type FeatureRoute, lazyPage } from '../../lib/feature-route';

export const shopsRoutes: FeatureRoute[] = [
  {
    path: paths.shops.path,
    roles: endpoints.consoleShops.roles,
    navLabel: 'nav.shops',
    page: lazyPage(() => import('./components/shops-page').then((m) => m.ShopsPage)),
  },
  {
    path: paths.shopNew.path,
    roles: endpoints.consoleShopCreate.roles,
    page: lazyPage(() => import('./components/new-shop-page').then((m) => m.NewShopPage)),
  },
  {
    path: paths.shop.path,
    roles: endpoints.consoleShop.roles,
    page: lazyPage(() => import('./components/shop-page').then((m) => m.ShopPage)),
  },
];
