// Every API path, relative to the API base (`/api`), exactly as the spec's call
// tables write them. Both the server routes and the web fetchers use these.
export const apiPaths = {
  partner: (slugOrId: string) => `partner/${encodeURIComponent(slugOrId)}`,
  termsOfUse: 'terms-of-use',
  eventService: 'event-service',
  eventServiceAnonymous: 'event-service/anonymous',
  sandboxOutbox: 'sandbox/outbox',
  sandboxUsers: 'sandbox/users',
  sandboxExpirePhoneCodes: 'sandbox/phone-codes/expire',
  sandboxForgetFace: 'sandbox/users/forget-face',

  userProfile: 'user/profile',
  userProfileEmail: 'user/profile/email',
  verifyPin: 'user/profile/verify-pin',
  changePin: 'user/profile/change-pin',
  resetPin: 'user/profile/reset-pin',

  registerStart: 'entrance/register/start',
  registerSetPhone: 'entrance/register/set-phone',
  registerConfirmPhone: 'entrance/register/confirm-phone',
  registerSetEmail: 'entrance/register/set-email',
  registerSetPrivateLabelEmail: 'entrance/register/set-privatelabel-email',
  registerFinish: 'entrance/register/finish',
  registerValidateEmailToken: 'entrance/register/validate-email-token',
  loginStart: 'entrance/login/start',
  loginConfirmPhone: 'entrance/login/confirm-phone',

  faceHandshake: 'user/set-face/handshake',
  faceEnroll: 'user/set-face/enroll',
  faceSet: 'user/set-face',
  faceSetAsync: 'user/set-face/async',
  facePolling: (id: string) => `user/set-face/polling/${encodeURIComponent(id)}`,

  paymentMethodsFormatted: 'user/payment-method/formatted',
  availableAuthorizers: 'user/payment-method/available-authorizers',
  paymentMethodStatus: 'user/credit-card/payment-method-status',
  creditCard: 'user/credit-card',
  privateLabelCard: 'user/private-label',
  updateUserCardData: 'user/credit-card/update-user-card-data',
  dmCard: 'user/payment-method/dmcard',
  senffStart: 'user/payment-method/senff/start',
  senffFinish: 'user/payment-method/senff/finish',
  updateCvv: 'user/credit-card/update-cvv',
  randomAmountCheck: 'user/credit-card/random-amount-check',
  creditCardValidate: 'user/credit-card/validate',
  paymentMethod: (paymentMethodId: string) =>
    `user/payment-method/${encodeURIComponent(paymentMethodId)}`,
  credits: 'user/credits',
  transactions: 'user/transactions',
  placeDetails: (placeId: string) =>
    `user/place/${encodeURIComponent(placeId)}/google-place-details`,
} as const;

/** Base path under which the API is served, next to the SPA. */
export const apiBase = '/api';
