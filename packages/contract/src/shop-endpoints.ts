// The shops' portal's calls (issue 27; decisions 053, 054), apart from the
// customer's table so that the customer's app never loads them. With
// `customerEndpoints` and `consoleEndpoints` they make the whole table of
// `endpoints.ts`. Every `shop/…` call answers for the caller's own shop only.
import { defineEndpoints } from './customer-endpoints';

export const shopEndpoints = defineEndpoints({
  shopSessionCreate: { method: 'POST', path: 'shop/session', auth: 'public' },
  shopSessionEnd: { method: 'DELETE', path: 'shop/session', auth: 'shop' },
  shopMe: { method: 'GET', path: 'shop/me', auth: 'shop' },
  shopSales: { method: 'GET', path: 'shop/sales', auth: 'shop' },
  shopSalesExport: { method: 'GET', path: 'shop/sales/export', auth: 'shop' },
  // An owner within the refund window, a cashier the same day (decision 054).
  shopSaleRefund: { method: 'POST', path: 'shop/sales/:id/refunds', auth: 'shop' },

  // The day compared with the card gateway's record (the daily job's, or run now).
  shopReconciliation: {
    method: 'GET',
    path: 'shop/reconciliation',
    auth: 'shop',
    shopRoles: ['owner'],
  },
  shopReconciliationRun: {
    method: 'POST',
    path: 'shop/reconciliation',
    auth: 'shop',
    shopRoles: ['owner'],
  },

  // The shop's webhooks (decision 056): an owner's endpoints, each event's deliveries.
  shopWebhooks: { method: 'GET', path: 'shop/webhooks', auth: 'shop', shopRoles: ['owner'] },
  shopWebhookCreate: {
    method: 'POST',
    path: 'shop/webhooks',
    auth: 'shop',
    shopRoles: ['owner'],
    successStatus: 201,
  },
  shopWebhookRotate: {
    method: 'POST',
    path: 'shop/webhooks/:id/rotate',
    auth: 'shop',
    shopRoles: ['owner'],
  },
  shopWebhookDelete: {
    method: 'DELETE',
    path: 'shop/webhooks/:id',
    auth: 'shop',
    shopRoles: ['owner'],
  },
  shopWebhookDeliveries: {
    method: 'GET',
    path: 'shop/webhooks/deliveries',
    auth: 'shop',
    shopRoles: ['owner'],
  },
  shopWebhookResend: {
    method: 'POST',
    path: 'shop/webhooks/deliveries/:id/resend',
    auth: 'shop',
    shopRoles: ['owner'],
  },

  // The shop's terminals: every one of its people sees them, an owner makes,
  // revokes and rotates their keys (the key is answered once).
  shopTerminals: { method: 'GET', path: 'shop/terminals', auth: 'shop' },
  shopTerminalCreate: {
    method: 'POST',
    path: 'shop/terminals',
    auth: 'shop',
    shopRoles: ['owner'],
    successStatus: 201,
  },
  shopTerminalRevoke: {
    method: 'POST',
    path: 'shop/terminals/:id/revoke',
    auth: 'shop',
    shopRoles: ['owner'],
  },
  shopTerminalRotate: {
    method: 'POST',
    path: 'shop/terminals/:id/rotate',
    auth: 'shop',
    shopRoles: ['owner'],
  },

  // The console makes a shop's accounts (role shops).
  consoleShopUsers: {
    method: 'GET',
    path: 'console/shops/:id/users',
    auth: 'operator',
    roles: ['shops'],
  },
  consoleShopUserCreate: {
    method: 'POST',
    path: 'console/shops/:id/users',
    auth: 'operator',
    roles: ['shops'],
    successStatus: 201,
  },

  // The sandbox's shops, so its pages can offer each one's demo owner and cashier.
  sandboxShops: { method: 'GET', path: 'sandbox/shops', auth: 'public', sandboxOnly: true },
  // The sandbox's demo owner and cashier of each shop, signed in without a command.
  sandboxShopUserSession: {
    method: 'POST',
    path: 'sandbox/shop-users/session',
    auth: 'public',
    sandboxOnly: true,
  },
});
