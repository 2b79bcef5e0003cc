// The customer's side of the API's endpoint table (decision 014): every call
// but the operator console's, one entry per call: method, path (relative to
// `/api`, as the spec's call tables write them, `:name` for a path parameter),
// who may call it and the status of a success. The customer's app imports
// this table alone (a lint rule keeps it from `endpoints.ts`), so the
// console's calls add nothing to its first screens (decision 050); the server
// and the console use the whole table in `endpoints.ts`.
//
// No zod here on purpose: the web app's first screens import it, and full zod
// must stay out of them.
import type { OperatorRole, ShopRole } from './operator-roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `public`: anyone; `user`: a signed-in customer's bearer token; `operator`:
 * a console session's bearer token (`rosto_op_…`, decision 049); `shop`: a
 * shop portal session's bearer token (`rosto_shop_…`, decision 053);
 * `terminal`: a shop terminal's API key as a bearer token (`rosto_term_…`,
 * decision 033).
 * A missing or invalid token is 401 (UNAUTHORIZED; TERMINAL_UNAUTHORIZED for a
 * terminal) before anything else runs.
 */
export type EndpointAuth = 'public' | 'user' | 'operator' | 'shop' | 'terminal';

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
  /**
   * `auth: 'shop'` only: the shop roles that may call it; another of the
   * shop's people gets 403 FORBIDDEN. Absent: owner and cashier alike.
   */
  shopRoles?: readonly ShopRole[];
}

export function defineEndpoints<const T extends Record<string, EndpointRoute>>(
  routes: T,
): { [K in keyof T]: T[K] & EndpointRoute & { id: K } } {
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [id, { ...route, id }]),
  ) as { [K in keyof T]: T[K] & EndpointRoute & { id: K } };
}

export const customerEndpoints = defineEndpoints({
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
  // A head turn for the liveness capture to answer (issue 28, decision 062).
  faceChallenge: { method: 'POST', path: 'user/set-face/challenge', auth: 'user' },
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
  // The shops that take Rosto, with their addresses: the help centre's list (decision 069).
  partnerShops: { method: 'GET', path: 'shops', auth: 'public' },

  // --- the shop's terminal (issue 11, decision 033) ------------------------------
  terminalPaymentStart: {
    method: 'POST',
    path: 'terminal/payments',
    auth: 'terminal',
    successStatus: 201,
  },
  terminalPaymentFace: { method: 'POST', path: 'terminal/payments/:id/face', auth: 'terminal' },
  // The frames of the head turn the face step asked for (issue 28, decision 062).
  terminalPaymentChallenge: {
    method: 'POST',
    path: 'terminal/payments/:id/challenge',
    auth: 'terminal',
  },
  terminalPaymentConfirm: {
    method: 'POST',
    path: 'terminal/payments/:id/confirm',
    auth: 'terminal',
  },
  terminalPaymentCancel: { method: 'POST', path: 'terminal/payments/:id/cancel', auth: 'terminal' },
  // A payment as it stands; an UNKNOWN one is looked up at the gateway first (issue 27).
  terminalPaymentGet: { method: 'GET', path: 'terminal/payments/:id', auth: 'terminal' },
  // Who the till is and what it may charge; its sales of today (issue 27).
  terminalMe: { method: 'GET', path: 'terminal/me', auth: 'terminal' },
  terminalSales: { method: 'GET', path: 'terminal/sales', auth: 'terminal' },

  // --- support: help-desk references instead of personal data (decision 020) ---
  supportReferenceCreate: {
    method: 'POST',
    path: 'support/references',
    auth: 'public',
    successStatus: 201,
  },

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
});

/** Base path under which the API is served, next to the SPA. */
export const apiBase = '/api';

/** A path with its `:name` parameters filled in, each URL-encoded. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/gu, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}
