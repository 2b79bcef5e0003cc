// The operator console's calls (issue 26; decisions 049, 050), apart from
// the customer's table so that the customer's app never loads them. With
// `customerEndpoints` they make the whole table of `endpoints.ts`.
import { defineEndpoints } from './customer-endpoints';

export const consoleEndpoints = defineEndpoints({
  // --- the operator console (issue 26, decision 049) -------------------------------
  consoleSessionCreate: { method: 'POST', path: 'console/session', auth: 'public' },
  consoleSessionEnd: { method: 'DELETE', path: 'console/session', auth: 'operator' },
  consoleMe: { method: 'GET', path: 'console/me', auth: 'operator' },
  consoleOverview: { method: 'GET', path: 'console/overview', auth: 'operator' },
  consoleOperators: {
    method: 'GET',
    path: 'console/operators',
    auth: 'operator',
    roles: ['admin'],
  },
  consoleOperatorCreate: {
    method: 'POST',
    path: 'console/operators',
    auth: 'operator',
    roles: ['admin'],
    successStatus: 201,
  },
  consoleOperatorUpdate: {
    method: 'PUT',
    path: 'console/operators/:id',
    auth: 'operator',
    roles: ['admin'],
  },
  consoleAudit: { method: 'GET', path: 'console/audit', auth: 'operator', roles: ['admin'] },
  // The help desk reads a ticket's reference (decision 020) in the console.
  supportReference: {
    method: 'GET',
    path: 'console/support-references/:ref',
    auth: 'operator',
    roles: ['support'],
  },
  // The help desk's customers: search, the customer's page and its actions.
  consoleCustomerSearch: {
    method: 'POST',
    path: 'console/customers/search',
    auth: 'operator',
    roles: ['support'],
  },
  consoleCustomer: {
    method: 'GET',
    path: 'console/customers/:id',
    auth: 'operator',
    roles: ['support'],
  },
  consoleCustomerBlock: {
    method: 'POST',
    path: 'console/customers/:id/block',
    auth: 'operator',
    roles: ['support'],
  },
  consoleCustomerUnblock: {
    method: 'POST',
    path: 'console/customers/:id/unblock',
    auth: 'operator',
    roles: ['support'],
  },
  consoleCustomerEndSessions: {
    method: 'POST',
    path: 'console/customers/:id/sessions/end',
    auth: 'operator',
    roles: ['support'],
  },
  consoleCustomerResendEmail: {
    method: 'POST',
    path: 'console/customers/:id/email-confirmation',
    auth: 'operator',
    roles: ['support'],
  },

  // --- the console's review queues (issue 26): faces and cards held for a person --
  consoleFaceReviews: {
    method: 'GET',
    path: 'console/reviews/faces',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleFaceReview: {
    method: 'GET',
    path: 'console/reviews/faces/:id',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleFaceReviewApprove: {
    method: 'POST',
    path: 'console/reviews/faces/:id/approve',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleFaceReviewReject: {
    method: 'POST',
    path: 'console/reviews/faces/:id/reject',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleCardReviews: {
    method: 'GET',
    path: 'console/reviews/cards',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleCardReview: {
    method: 'GET',
    path: 'console/reviews/cards/:id',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleCardReviewApprove: {
    method: 'POST',
    path: 'console/reviews/cards/:id/approve',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleCardReviewReject: {
    method: 'POST',
    path: 'console/reviews/cards/:id/reject',
    auth: 'operator',
    roles: ['reviewer'],
  },
  // Accounts whose name is not the CPF holder's (decision 080).
  consoleIdentityReviews: {
    method: 'GET',
    path: 'console/reviews/identities',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleIdentityReview: {
    method: 'GET',
    path: 'console/reviews/identities/:id',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleIdentityReviewApprove: {
    method: 'POST',
    path: 'console/reviews/identities/:id/approve',
    auth: 'operator',
    roles: ['reviewer'],
  },
  consoleIdentityReviewReject: {
    method: 'POST',
    path: 'console/reviews/identities/:id/reject',
    auth: 'operator',
    roles: ['reviewer'],
  },
  // --- the console's shops and terminals (issue 26, role shops) ----------------------
  consoleShops: { method: 'GET', path: 'console/shops', auth: 'operator', roles: ['shops'] },
  consoleShop: { method: 'GET', path: 'console/shops/:id', auth: 'operator', roles: ['shops'] },
  consoleShopCreate: {
    method: 'POST',
    path: 'console/shops',
    auth: 'operator',
    roles: ['shops'],
    successStatus: 201,
  },
  consoleShopUpdate: {
    method: 'PUT',
    path: 'console/shops/:id',
    auth: 'operator',
    roles: ['shops'],
  },
  consoleTerminalCreate: {
    method: 'POST',
    path: 'console/shops/:id/terminals',
    auth: 'operator',
    roles: ['shops'],
    successStatus: 201,
  },
  consoleTerminalRevoke: {
    method: 'POST',
    path: 'console/terminals/:id/revoke',
    auth: 'operator',
    roles: ['shops'],
  },
  consoleTerminalRotate: {
    method: 'POST',
    path: 'console/terminals/:id/rotate',
    auth: 'operator',
    roles: ['shops'],
  },
  consolePartners: { method: 'GET', path: 'console/partners', auth: 'operator', roles: ['shops'] },

  // The console's demo operators, one per role, signed in without a command (issue 26).
  sandboxOperatorSession: {
    method: 'POST',
    path: 'sandbox/operators/session',
    auth: 'public',
    sandboxOnly: true,
  },
});
