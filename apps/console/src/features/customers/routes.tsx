// Clientes (support): find a customer by a ticket's reference, a CPF or a
// phone, then open the customer's page, reached from the results only.
import { endpoints } from '@rosto/contract/endpoints';
import { paths } from '../../config/paths';
import { type FeatureRoute, lazyPage } from '../../lib/feature-route';

export const customersRoutes: FeatureRoute[] = [
  {
    path: paths.customers.path,
    roles: endpoints.consoleCustomerSearch.roles,
    navLabel: 'nav.customers',
    page: lazyPage(() => import('./components/customers-page').then((m) => m.CustomersPage)),
  },
  {
    path: paths.customer.path,
    roles: endpoints.consoleCustomer.roles,
    page: lazyPage(() => import('./components/customer-page').then((m) => m.CustomerPage)),
  },
];
