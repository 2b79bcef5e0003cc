// The API's endpoints, one entry per call: method, path (relative to `/api`,
// as the spec's call tables write them, `:name` for a path parameter), who may
// call it and the status of a success. The server registers its routes from
// this table and the web app calls them through it (`apiClient.call`).
//
// This half holds no zod on purpose: the web app's first screens import it,
// and full zod must stay out of them. Each endpoint's schemas (params, query,
// body, response) live under the same key in `endpoint-schemas.ts`; the two
// tables are checked against each other by the compiler (a missing or extra
// key fails the typecheck), and the web takes the types from there with
// `import type` only. See docs/decisions/014-endpoint-table.md.
import type { z } from 'zod';
import type { EndpointSchemas, endpointSchemas } from './endpoint-schemas';
import type { OperatorRole } from './operator-roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `public`: anyone; `user`: a signed-in customer's bearer token; `operator`:
 * a console session's bearer token (`rosto_op_…`, decision 049); `terminal`:
 * a shop terminal's API key as a bearer token (`rosto_term_…`, decision 033).
 * A missing or invalid token is 401 (UNAUTHORIZED; TERMINAL_UNAUTHORIZED for a
 * terminal) before anything else runs.
 */
export type EndpointAuth = 'public' | 'user' | 'operator' | 'terminal';

export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  /** Status of a success; 200 when absent. */
  successStatus?: 200 | 201 | 202;
  /** Answered only when the server runs with STAGE=sandbox (404 elsewhere). */
  sandboxOnly?: true;
  /**
   * `auth: 'operator'` only: the roles that may call it (any one suffices);
   * another operator gets 403 FORBIDDEN. Absent: every signed-in operator.
   */
  roles?: readonly OperatorRole[];
}

function defineEndpoints<const T extends Record<string, EndpointRoute>>(
  routes: T,
): { [K in keyof T]: T[K] & EndpointRoute & { id: K } } {
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [id, { ...route, id }]),
  ) as { [K in keyof T]: T[K] & EndpointRoute & { id: K } };
}

export const endpoints = defineEndpoints({
  // --- partners and legal (public) ------------------------------------------
  partner: { method: 'GET', path: 'partner/:slugOrId', auth: 'public' },
  termsOfUse: { method: 'GET', path: 'terms-of-use', auth: 'public' },
  legalOperator: { method: 'GET', path: 'legal/operator', auth: 'public' },

  // --- analytics --------------------------------------------------------------
  eventService: { method: 'POST', path: 'event-service', auth: 'user', successStatus: 202 },
  eventServiceAnonymous: {
    method: 'POST',
    path: 'event-service/anonymous',
    auth: 'public',
    successStatus: 202,
  },

  // --- entrance: registration and sign-in (docs/spec/account-checklist.md §7) -------------------
  registerStart: { method: 'POST', path: 'entrance/register/start', auth: 'public' },
  registerSetPhone: { method: 'PUT', path: 'entrance/register/set-phone', auth: 'public' },
  registerConfirmPhone: { method: 'PUT', path: 'entrance/register/confirm-phone', auth: 'public' },
  registerSetEmail: { method: 'PUT', path: 'entrance/register/set-email', auth: 'public' },
  registerSetPrivateLabelEmail: {
    method: 'PUT',
    path: 'entrance/register/set-privatelabel-email',
    auth: 'user',
  },
  registerFinish: { method: 'PUT', path: 'entrance/register/finish', auth: 'public' },
  registerValidateEmailToken: {
    method: 'POST',
    path: 'entrance/register/validate-email-token',
    auth: 'public',
  },
  loginStart: { method: 'POST', path: 'entrance/login/start', auth: 'public' },
  loginConfirmPhone: { method: 'PUT', path: 'entrance/login/confirm-phone', auth: 'public' },

  // --- the signed-in user -----------------------------------------------------
  userProfile: { method: 'GET', path: 'user/profile', auth: 'user' },
  updateProfile: { method: 'PUT', path: 'user/profile', auth: 'user' },
  updateEmail: { method: 'PUT', path: 'user/profile/email', auth: 'user' },
  updateLanguage: { method: 'PUT', path: 'user/profile/language', auth: 'user' },
  logout: { method: 'POST', path: 'user/logout', auth: 'user' },
  logoutEverywhere: { method: 'POST', path: 'user/logout/all', auth: 'user' },
  verifyPin: { method: 'POST', path: 'user/profile/verify-pin', auth: 'user' },
  changePin: { method: 'PUT', path: 'user/profile/change-pin', auth: 'user' },
  resetPin: { method: 'POST', path: 'user/profile/reset-pin', auth: 'user' },
  userDataExport: { method: 'GET', path: 'user/profile/export', auth: 'user' },
  accountDeletionCode: { method: 'POST', path: 'user/profile/delete/code', auth: 'user' },
  accountDeletion: { method: 'POST', path: 'user/profile/delete', auth: 'user' },
  paymentLimits: { method: 'GET', path: 'user/payment-limits', auth: 'user' },
  updatePaymentLimits: { method: 'PUT', path: 'user/payment-limits', auth: 'user' },

  // --- face registration (docs/spec/account-checklist.md §3, §4, §7) -----------------------------
  faceHandshake: { method: 'POST', path: 'user/set-face/handshake', auth: 'user' },
  faceEnroll: { method: 'POST', path: 'user/set-face/enroll', auth: 'user' },
  faceSet: { method: 'POST', path: 'user/set-face', auth: 'user' },
  faceSetAsync: { method: 'POST', path: 'user/set-face/async', auth: 'user' },
  facePolling: { method: 'GET', path: 'user/set-face/polling/:id', auth: 'user' },
  biometricConsent: { method: 'POST', path: 'user/consents/biometric', auth: 'user' },
  // Replacing an enrolled face: PIN and SMS code first (decision 023).
  faceStepUpStatus: { method: 'GET', path: 'user/set-face/step-up', auth: 'user' },
  faceStepUpStart: { method: 'POST', path: 'user/set-face/step-up', auth: 'user' },
  faceStepUpResend: { method: 'POST', path: 'user/set-face/step-up/resend', auth: 'user' },
  faceStepUpConfirm: { method: 'PUT', path: 'user/set-face/step-up', auth: 'user' },

  // --- wallet: payment methods (docs/spec/wallet-checklist.md §7, decision 030) ------------------
  paymentMethods: { method: 'GET', path: 'user/payment-method/formatted', auth: 'user' },
  availableAuthorizers: {
    method: 'GET',
    path: 'user/payment-method/available-authorizers',
    auth: 'user',
  },
  paymentMethodStatus: {
    method: 'GET',
    path: 'user/credit-card/payment-method-status',
    auth: 'user',
  },
  addCreditCard: { method: 'POST', path: 'user/credit-card', auth: 'user', successStatus: 201 },
  addFoodVoucher: { method: 'POST', path: 'user/private-label', auth: 'user', successStatus: 201 },
  updateCardData: {
    method: 'POST',
    path: 'user/credit-card/update-user-card-data',
    auth: 'user',
  },
  addDmCard: {
    method: 'POST',
    path: 'user/payment-method/dmcard',
    auth: 'user',
    successStatus: 201,
  },
  senffStart: { method: 'POST', path: 'user/payment-method/senff/start', auth: 'user' },
  senffFinish: {
    method: 'POST',
    path: 'user/payment-method/senff/finish',
    auth: 'user',
    successStatus: 201,
  },
  updateCvv: { method: 'POST', path: 'user/credit-card/update-cvv', auth: 'user' },
  randomAmountCheck: { method: 'POST', path: 'user/credit-card/random-amount-check', auth: 'user' },
  validateCard: { method: 'POST', path: 'user/credit-card/validate', auth: 'user' },
  deletePaymentMethod: {
    method: 'DELETE',
    path: 'user/payment-method/:paymentMethodId',
    auth: 'user',
  },
  credits: { method: 'GET', path: 'user/credits', auth: 'user' },

  // --- payments (docs/spec/wallet-checklist.md §7; issue 11) -------------------------------------
  transactions: { method: 'GET', path: 'user/transactions', auth: 'user' },
  placeDetails: { method: 'GET', path: 'user/place/:id/google-place-details', auth: 'user' },

  // --- the shop's terminal (issue 11, decision 033) ------------------------------
  terminalPaymentStart: {
    method: 'POST',
    path: 'terminal/payments',
    auth: 'terminal',
    successStatus: 201,
  },
  terminalPaymentFace: { method: 'POST', path: 'terminal/payments/:id/face', auth: 'terminal' },
  terminalPaymentConfirm: {
    method: 'POST',
    path: 'terminal/payments/:id/confirm',
    auth: 'terminal',
  },
  terminalPaymentCancel: { method: 'POST', path: 'terminal/payments/:id/cancel', auth: 'terminal' },

  // --- support: help-desk references instead of personal data (decision 020) ---
  supportReferenceCreate: {
    method: 'POST',
    path: 'support/references',
    auth: 'public',
    successStatus: 201,
  },

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

  // --- sandbox only -------------------------------------------------------------
  sandboxOutbox: { method: 'GET', path: 'sandbox/outbox', auth: 'public', sandboxOnly: true },
  sandboxUsers: {
    method: 'POST',
    path: 'sandbox/users',
    auth: 'public',
    successStatus: 201,
    sandboxOnly: true,
  },
  sandboxExpirePhoneCodes: {
    method: 'POST',
    path: 'sandbox/phone-codes/expire',
    auth: 'public',
    sandboxOnly: true,
  },
  sandboxReviewPaymentMethod: {
    method: 'POST',
    path: 'sandbox/payment-methods/:paymentMethodId/review',
    auth: 'public',
    sandboxOnly: true,
  },
  sandboxForgetFace: {
    method: 'POST',
    path: 'sandbox/users/forget-face',
    auth: 'user',
    sandboxOnly: true,
  },
  sandboxTerminals: {
    method: 'POST',
    path: 'sandbox/terminals',
    auth: 'public',
    successStatus: 201,
    sandboxOnly: true,
  },
  // The console's demo operators, one per role, signed in without a command (issue 26).
  sandboxOperatorSession: {
    method: 'POST',
    path: 'sandbox/operators/session',
    auth: 'public',
    sandboxOnly: true,
  },
});

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export type Endpoint = Endpoints[EndpointId];

/** Base path under which the API is served, next to the SPA. */
export const apiBase = '/api';

// --- types of each endpoint's input and answer, from its schemas -------------

type SchemasOf<E extends EndpointId> = (typeof endpointSchemas)[E];
type InputPart<S, K extends keyof EndpointSchemas> =
  S extends Record<K, infer T extends z.ZodType> ? z.input<T> : undefined;
type OutputPart<S, K extends keyof EndpointSchemas> =
  S extends Record<K, infer T extends z.ZodType> ? z.output<T> : undefined;

/** What a caller sends: path params, query and body as written before parsing. */
export type EndpointParams<E extends EndpointId> = InputPart<SchemasOf<E>, 'params'>;
export type EndpointQuery<E extends EndpointId> = InputPart<SchemasOf<E>, 'query'>;
export type EndpointBody<E extends EndpointId> = InputPart<SchemasOf<E>, 'body'>;

/** What a handler receives: the same after validation (defaults, trims, transforms applied). */
export type EndpointParsedParams<E extends EndpointId> = OutputPart<SchemasOf<E>, 'params'>;
export type EndpointParsedQuery<E extends EndpointId> = OutputPart<SchemasOf<E>, 'query'>;
export type EndpointParsedBody<E extends EndpointId> = OutputPart<SchemasOf<E>, 'body'>;

/** What a handler returns: the `data` of the answer, before it is serialised. */
export type EndpointData<E extends EndpointId> = z.output<SchemasOf<E>['response']>['data'];
/** What a caller receives: the `data` of the answer as it travels. */
export type EndpointResult<E extends EndpointId> = z.input<SchemasOf<E>['response']>['data'];

type Part<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : object extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** The input of a call: `params`, `query` and `body`, each required when the endpoint has it. */
export type EndpointInput<E extends EndpointId> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>>;

/** A path with its `:name` parameters filled in, each URL-encoded. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/gu, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}
