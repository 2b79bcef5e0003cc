// The schemas of every endpoint of `endpoints.ts`, under the same key: what
// the server validates and documents (OpenAPI at /docs), and where the web
// app takes its types from (type-only imports, so none of this reaches its
// bundle). `satisfies` below makes a key missing here, or one too many, a
// compile error.
import type { z } from 'zod';
import type { EndpointId } from './endpoints';
import { analyticsEventBodySchema, analyticsEventResponseSchema } from './schemas/analytics';
import {
  loginConfirmPhoneBodySchema,
  loginConfirmPhoneResponseSchema,
  loginStartBodySchema,
  loginStartResponseSchema,
  registerConfirmPhoneBodySchema,
  registerConfirmPhoneResponseSchema,
  registerFinishBodySchema,
  registerFinishResponseSchema,
  registerSetEmailBodySchema,
  registerSetEmailResponseSchema,
  registerSetPhoneBodySchema,
  registerSetPhoneResponseSchema,
  registerSetPrivateLabelEmailBodySchema,
  registerSetPrivateLabelEmailResponseSchema,
  registerStartBodySchema,
  registerStartResponseSchema,
  validateEmailTokenBodySchema,
  validateEmailTokenResponseSchema,
} from './schemas/entrance';
import {
  biometricConsentBodySchema,
  biometricConsentResponseSchema,
  faceChallengeResponseSchema,
  faceEnrollBodySchema,
  faceEnrollResponseSchema,
  faceHandshakeBodySchema,
  faceHandshakeResponseSchema,
  facePollingParamsSchema,
  facePollingResponseSchema,
  faceSetAsyncBodySchema,
  faceSetAsyncResponseSchema,
  faceSetBodySchema,
  faceSetResponseSchema,
  faceStepUpConfirmBodySchema,
  faceStepUpConfirmResponseSchema,
  faceStepUpResendBodySchema,
  faceStepUpResendResponseSchema,
  faceStepUpStartBodySchema,
  faceStepUpStartResponseSchema,
  faceStepUpStatusResponseSchema,
} from './schemas/face';
import {
  consoleAuditQuerySchema,
  consoleAuditResponseSchema,
  consoleMeResponseSchema,
  consoleOperatorCreateBodySchema,
  consoleOperatorCreateResponseSchema,
  consoleOperatorParamsSchema,
  consoleOperatorsResponseSchema,
  consoleOperatorUpdateBodySchema,
  consoleOperatorUpdateResponseSchema,
  consoleOverviewResponseSchema,
  consoleSessionCreateBodySchema,
  consoleSessionCreateResponseSchema,
  consoleSessionEndResponseSchema,
  sandboxOperatorSessionBodySchema,
} from './schemas/console';
import {
  consoleShopUserCreateBodySchema,
  consoleShopUserCreateResponseSchema,
  consoleShopUsersResponseSchema,
  sandboxShopUserSessionBodySchema,
  shopMeResponseSchema,
  shopSaleParamsSchema,
  shopSaleRefundBodySchema,
  shopSaleRefundResponseSchema,
  shopSalesExportResponseSchema,
  shopSalesFilterSchema,
  shopSalesQuerySchema,
  shopSalesResponseSchema,
  shopSessionCreateBodySchema,
  shopSessionCreateResponseSchema,
  shopSessionEndResponseSchema,
  shopTerminalsResponseSchema,
  sandboxShopsResponseSchema,
  shopReconciliationQuerySchema,
  shopReconciliationResponseSchema,
  shopReconciliationRunBodySchema,
  shopWebhookCreateBodySchema,
  shopWebhookDeleteResponseSchema,
  shopWebhookDeliveriesQuerySchema,
  shopWebhookDeliveriesResponseSchema,
  shopWebhookParamsSchema,
  shopWebhookResendResponseSchema,
  shopWebhooksResponseSchema,
  shopWebhookWithSecretResponseSchema,
} from './schemas/shop-portal';
import {
  cardReviewRejectBodySchema,
  consoleCardReviewResponseSchema,
  consoleCardReviewsResponseSchema,
  consoleFaceReviewResponseSchema,
  consoleFaceReviewsResponseSchema,
  consoleIdentityReviewResponseSchema,
  consoleIdentityReviewsResponseSchema,
  faceReviewRejectBodySchema,
  identityReviewRejectBodySchema,
  reviewApproveBodySchema,
  reviewDecisionResponseSchema,
  reviewParamsSchema,
} from './schemas/console-reviews';
import {
  consolePartnersResponseSchema,
  consoleShopCreateBodySchema,
  consoleShopParamsSchema,
  consoleShopResponseSchema,
  consoleShopUpdateBodySchema,
  consoleShopsQuerySchema,
  consoleShopsResponseSchema,
  consoleTerminalCreateBodySchema,
  consoleTerminalParamsSchema,
  consoleTerminalReasonBodySchema,
  consoleTerminalResponseSchema,
  consoleTerminalWithKeyResponseSchema,
} from './schemas/console-shops';
import {
  consoleCustomerActionBodySchema,
  consoleCustomerBlockResponseSchema,
  consoleCustomerEndSessionsResponseSchema,
  consoleCustomerParamsSchema,
  consoleCustomerResendEmailResponseSchema,
  consoleCustomerResponseSchema,
  consoleCustomerSearchBodySchema,
  consoleCustomerSearchResponseSchema,
  consoleCustomerUnblockResponseSchema,
} from './schemas/console-customers';
import { partnerParamsSchema, partnerResponseSchema } from './schemas/partner';
import {
  addCreditCardBodySchema,
  addCreditCardResponseSchema,
  addDmCardBodySchema,
  addDmCardResponseSchema,
  addFoodVoucherBodySchema,
  addFoodVoucherResponseSchema,
  availableAuthorizersQuerySchema,
  availableAuthorizersResponseSchema,
  creditsQuerySchema,
  creditsResponseSchema,
  deletePaymentMethodParamsSchema,
  deletePaymentMethodResponseSchema,
  paymentMethodListQuerySchema,
  paymentMethodListResponseSchema,
  paymentMethodStatusResponseSchema,
  randomAmountCheckBodySchema,
  randomAmountCheckResponseSchema,
  sandboxReviewPaymentMethodBodySchema,
  sandboxReviewPaymentMethodParamsSchema,
  sandboxReviewPaymentMethodResponseSchema,
  senffFinishBodySchema,
  senffFinishResponseSchema,
  senffStartBodySchema,
  senffStartResponseSchema,
  updateCardDataBodySchema,
  updateCardDataResponseSchema,
  updateCvvBodySchema,
  updateCvvResponseSchema,
  validateCardBodySchema,
  validateCardResponseSchema,
} from './schemas/payment-methods';
import {
  createSandboxUserBodySchema,
  createSandboxUserResponseSchema,
  expireSandboxPhoneCodesBodySchema,
  expireSandboxPhoneCodesResponseSchema,
  forgetSandboxFaceResponseSchema,
  sandboxOutboxQuerySchema,
  sandboxOutboxResponseSchema,
  createSandboxTerminalBodySchema,
  createSandboxTerminalResponseSchema,
} from './schemas/sandbox';
import {
  supportContextSchema,
  supportReferenceCreateResponseSchema,
  supportReferenceParamsSchema,
  supportReferenceResponseSchema,
} from './schemas/support';
import {
  partnerShopsResponseSchema,
  placeDetailsParamsSchema,
  placeDetailsResponseSchema,
} from './schemas/places';
import { legalOperatorResponseSchema } from './schemas/legal-operator';
import { termsOfUseQuerySchema, termsOfUseResponseSchema } from './schemas/terms';
import {
  terminalPaymentChallengeBodySchema,
  terminalPaymentConfirmBodySchema,
  terminalPaymentFaceBodySchema,
  terminalPaymentParamsSchema,
  terminalPaymentResponseSchema,
  terminalMeResponseSchema,
  terminalSalesResponseSchema,
  terminalPaymentStartBodySchema,
} from './schemas/terminal-payments';
import { transactionsQuerySchema, transactionsResponseSchema } from './schemas/transactions';
import {
  accountDeletionBodySchema,
  accountDeletionCodeBodySchema,
  accountDeletionCodeResponseSchema,
  accountDeletionResponseSchema,
  changePinBodySchema,
  changePinResponseSchema,
  logoutResponseSchema,
  paymentLimitsResponseSchema,
  resetPinResponseSchema,
  updatePaymentLimitsBodySchema,
  verifyPinBodySchema,
  verifyPinResponseSchema,
  updateEmailBodySchema,
  updateEmailResponseSchema,
  updateLanguageBodySchema,
  updateLanguageResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  userDataExportResponseSchema,
  userProfileResponseSchema,
} from './schemas/user';

export interface EndpointSchemas {
  /** OpenAPI group. */
  tag: string;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The whole answer of a success: `{ data: ... }`; or, with `file`, the
   * file's text as it is sent (a CSV export).
   */
  response: z.ZodType<{ data: unknown }> | z.ZodString;
  /** The answer is a file of this type, offered for download, not JSON. */
  file?: { contentType: string };
}

export const endpointSchemas = {
  partner: {
    tag: 'partners',
    summary: 'Partner branding by slug or id',
    params: partnerParamsSchema,
    response: partnerResponseSchema,
  },
  termsOfUse: {
    tag: 'legal',
    summary: 'Latest terms of use in a locale',
    query: termsOfUseQuerySchema,
    response: termsOfUseResponseSchema,
  },
  legalOperator: {
    tag: 'legal',
    summary: 'The company that operates Rosto, as the legal texts name it',
    response: legalOperatorResponseSchema,
  },

  eventService: {
    tag: 'analytics',
    summary: 'Record an analytics event of the signed-in user',
    body: analyticsEventBodySchema,
    response: analyticsEventResponseSchema,
  },
  eventServiceAnonymous: {
    tag: 'analytics',
    summary: 'Record an analytics event of a visitor who is not signed in',
    body: analyticsEventBodySchema,
    response: analyticsEventResponseSchema,
  },

  registerStart: {
    tag: 'entrance',
    summary: 'Start a registration (terms accepted, CPF not yet a user, captcha)',
    body: registerStartBodySchema,
    response: registerStartResponseSchema,
  },
  registerSetPhone: {
    tag: 'entrance',
    summary: 'Set the phone and send the code (SMS, or voice call); again to resend',
    body: registerSetPhoneBodySchema,
    response: registerSetPhoneResponseSchema,
  },
  registerConfirmPhone: {
    tag: 'entrance',
    summary: 'Confirm the phone with the code',
    body: registerConfirmPhoneBodySchema,
    response: registerConfirmPhoneResponseSchema,
  },
  registerSetEmail: {
    tag: 'entrance',
    summary: 'Set the e-mail (the confirmation link is sent when the user is created)',
    body: registerSetEmailBodySchema,
    response: registerSetEmailResponseSchema,
  },
  registerSetPrivateLabelEmail: {
    tag: 'entrance',
    summary:
      "Set a private-label user's e-mail and opt-in (own account only); answers the opt-in on record",
    body: registerSetPrivateLabelEmailBodySchema,
    response: registerSetPrivateLabelEmailResponseSchema,
  },
  registerFinish: {
    tag: 'entrance',
    summary: 'Create the user (with the chosen PIN) and sign in',
    body: registerFinishBodySchema,
    response: registerFinishResponseSchema,
  },
  registerValidateEmailToken: {
    tag: 'entrance',
    summary: 'Confirm an e-mail: the link token and the CPF of its owner',
    body: validateEmailTokenBodySchema,
    response: validateEmailTokenResponseSchema,
  },
  loginStart: {
    tag: 'entrance',
    summary: "Start a sign-in: sends a code to the account's phone; again to resend",
    body: loginStartBodySchema,
    response: loginStartResponseSchema,
  },
  loginConfirmPhone: {
    tag: 'entrance',
    summary: 'Finish a sign-in with the code: session token and profile',
    body: loginConfirmPhoneBodySchema,
    response: loginConfirmPhoneResponseSchema,
  },

  userProfile: {
    tag: 'user',
    summary: "The signed-in user's profile",
    response: userProfileResponseSchema,
  },
  updateProfile: {
    tag: 'user',
    summary: 'Change the e-mail (not validated until its link is opened); no link is sent',
    body: updateProfileBodySchema,
    response: updateProfileResponseSchema,
  },
  updateEmail: {
    tag: 'user',
    summary: 'Change the e-mail and send a confirmation link to it',
    body: updateEmailBodySchema,
    response: updateEmailResponseSchema,
  },
  updateLanguage: {
    tag: 'user',
    summary: 'Record the language the SMS, calls and e-mails to this account are sent in',
    body: updateLanguageBodySchema,
    response: updateLanguageResponseSchema,
  },
  logout: {
    tag: 'user',
    summary: 'End the session of this token (sign out); later calls with it answer 401',
    response: logoutResponseSchema,
  },
  logoutEverywhere: {
    tag: 'user',
    summary: "End every session of the user, this one included ('Sair de todos os aparelhos')",
    response: logoutResponseSchema,
  },
  verifyPin: {
    tag: 'user',
    summary:
      'Check the PIN: 403 INVALID_USER_PIN when wrong, 423 USER_PIN_LOCKED from the 5th wrong in a row',
    body: verifyPinBodySchema,
    response: verifyPinResponseSchema,
  },
  changePin: {
    tag: 'user',
    summary:
      'Replace the PIN (the current one, or the one sent by SMS, checked first); ends every other session',
    body: changePinBodySchema,
    response: changePinResponseSchema,
  },
  userDataExport: {
    tag: 'user',
    summary:
      'Everything held about the user (LGPD art. 18), to download: profile, consents, sessions, face dates and statuses (never the template), events',
    // With the payments (issue 11): the schema lives beside them for now.
    response: userDataExportResponseSchema,
  },
  accountDeletionCode: {
    tag: 'user',
    summary: 'Send a code to confirm deleting the account (users without a PIN)',
    body: accountDeletionCodeBodySchema,
    response: accountDeletionCodeResponseSchema,
  },
  accountDeletion: {
    tag: 'user',
    summary:
      'Delete the account at once (PIN, or the SMS code without one): face data erased, sessions ended, an anonymised marker kept',
    body: accountDeletionBodySchema,
    response: accountDeletionResponseSchema,
  },
  paymentLimits: {
    tag: 'user',
    summary:
      'The limits on paying by face: the amount above which the PIN is asked, the daily limit, the pause',
    response: paymentLimitsResponseSchema,
  },
  updatePaymentLimits: {
    tag: 'user',
    summary:
      'Set the limits on paying by face; raising one or resuming needs the PIN (403 PAYMENT_LIMITS_PIN_REQUIRED without it), lowering or pausing does not',
    body: updatePaymentLimitsBodySchema,
    response: paymentLimitsResponseSchema,
  },
  resetPin: {
    tag: 'user',
    summary: 'Replace the PIN at once with a random one sent by SMS (it unlocks a locked PIN)',
    response: resetPinResponseSchema,
  },

  paymentMethods: {
    tag: 'wallet',
    summary:
      "The signed-in user's cards, newest first (data.data), optionally with balances, deleted cards, or one card by id",
    query: paymentMethodListQuerySchema,
    response: paymentMethodListResponseSchema,
  },
  availableAuthorizers: {
    tag: 'wallet',
    summary:
      'The card brands and store cards the user may add, each with its disabled flag and icons',
    query: availableAuthorizersQuerySchema,
    response: availableAuthorizersResponseSchema,
  },
  paymentMethodStatus: {
    tag: 'wallet',
    summary:
      'Whether the card limit is reached, the limit, and the days to wait before adding another',
    response: paymentMethodStatusResponseSchema,
  },
  addCreditCard: {
    tag: 'wallet',
    summary:
      'Add a credit card: Zero Auth and tokenisation at the gateway; the number and CVV are never stored',
    body: addCreditCardBodySchema,
    response: addCreditCardResponseSchema,
  },
  addFoodVoucher: {
    tag: 'wallet',
    summary: 'Add a Green Benefícios food-voucher card, checked by its issuer against the CPF',
    body: addFoodVoucherBodySchema,
    response: addFoodVoucherResponseSchema,
  },
  updateCardData: {
    tag: 'wallet',
    summary: "Change a card's zip code and alias",
    body: updateCardDataBodySchema,
    response: updateCardDataResponseSchema,
  },
  addDmCard: {
    tag: 'wallet',
    summary: 'Add the partner (DM) card, checked by its issuer',
    body: addDmCardBodySchema,
    response: addDmCardResponseSchema,
  },
  senffStart: {
    tag: 'wallet',
    summary: 'Send a 6-digit code to the phone the Senff issuer holds for the card',
    body: senffStartBodySchema,
    response: senffStartResponseSchema,
  },
  senffFinish: {
    tag: 'wallet',
    summary: 'Add the Senff card with the code sent by SMS',
    body: senffFinishBodySchema,
    response: senffFinishResponseSchema,
  },
  updateCvv: {
    tag: 'wallet',
    summary: 'Validate a card by its security code (Zero Auth on the token); 2 tries',
    body: updateCvvBodySchema,
    response: updateCvvResponseSchema,
  },
  randomAmountCheck: {
    tag: 'wallet',
    summary:
      "Validate a card by the amount of its small charge; 2 tries counted by the server (the body's tries is ignored)",
    body: randomAmountCheckBodySchema,
    response: randomAmountCheckResponseSchema,
  },
  validateCard: {
    tag: 'wallet',
    summary:
      'Make the small validation charge (once while one is pending); a card whose issuer refuses it falls back to its CVV',
    body: validateCardBodySchema,
    response: validateCardResponseSchema,
  },
  deletePaymentMethod: {
    tag: 'wallet',
    summary:
      "Delete one of the user's cards (not a pre/post-paid card); its token is removed at the gateway",
    params: deletePaymentMethodParamsSchema,
    response: deletePaymentMethodResponseSchema,
  },
  credits: {
    tag: 'wallet',
    summary: 'Top-ups and purchases of a pre/post-paid card',
    query: creditsQuerySchema,
    response: creditsResponseSchema,
  },

  transactions: {
    tag: 'payments',
    summary: 'Payments at partner shops, newest first (a page, or one by id)',
    query: transactionsQuerySchema,
    response: transactionsResponseSchema,
  },
  placeDetails: {
    tag: 'payments',
    summary: "A shop's location for the receipt's map",
    params: placeDetailsParamsSchema,
    response: placeDetailsResponseSchema,
  },
  partnerShops: {
    tag: 'payments',
    summary: 'The shops that take Rosto, with their addresses and partners (public)',
    response: partnerShopsResponseSchema,
  },

  terminalPaymentStart: {
    tag: 'terminal',
    summary:
      'Start a payment (amount in cents); the same idempotency key answers the first payment, never a second one',
    body: terminalPaymentStartBodySchema,
    response: terminalPaymentResponseSchema,
  },
  terminalPaymentFace: {
    tag: 'terminal',
    summary:
      'Identify the customer by a face photo (1:N, or 1:1 with a CPF): the first name, the cards usable here and whether the PIN is asked',
    params: terminalPaymentParamsSchema,
    body: terminalPaymentFaceBodySchema,
    response: terminalPaymentResponseSchema,
  },
  terminalPaymentChallenge: {
    tag: 'terminal',
    summary:
      'The frames of the head turn the face step asked for: the matched customer turning to the side asked lets the face alone pay (pinRequired recomputed); otherwise the PIN stays asked',
    params: terminalPaymentParamsSchema,
    body: terminalPaymentChallengeBodySchema,
    response: terminalPaymentResponseSchema,
  },
  terminalPaymentConfirm: {
    tag: 'terminal',
    summary: 'Charge the card chosen (with the PIN when asked) and record the payment',
    params: terminalPaymentParamsSchema,
    body: terminalPaymentConfirmBodySchema,
    response: terminalPaymentResponseSchema,
  },
  terminalPaymentCancel: {
    tag: 'terminal',
    summary:
      'Cancel a payment: a paid one is voided at the gateway (same São Paulo day, a terminal of the same place)',
    params: terminalPaymentParamsSchema,
    response: terminalPaymentResponseSchema,
  },
  terminalPaymentGet: {
    tag: 'terminal',
    summary:
      'A payment of this till as it stands; one of unknown outcome is first looked up at the gateway: SUCCEEDED (charged), DECLINED or NOT_CHARGED (safe to ring again), or still UNKNOWN until its settleBy',
    params: terminalPaymentParamsSchema,
    response: terminalPaymentResponseSchema,
  },
  terminalMe: {
    tag: 'terminal',
    summary: "The calling till's name, its shop's name and the largest amount it takes",
    response: terminalMeResponseSchema,
  },
  terminalSales: {
    tag: 'terminal',
    summary:
      "The calling till's sales of today (São Paulo), newest first, with what it may still cancel",
    response: terminalSalesResponseSchema,
  },

  faceHandshake: {
    tag: 'face',
    summary: 'Open a session for the native face SDK',
    body: faceHandshakeBodySchema,
    response: faceHandshakeResponseSchema,
  },
  faceEnroll: {
    tag: 'face',
    summary:
      "Enrol the photo of the native face SDK (a base64 JPEG): photo and liveness at once, in the handshake's session (used once)",
    body: faceEnrollBodySchema,
    response: faceEnrollResponseSchema,
  },
  faceSet: {
    tag: 'face',
    summary: 'Send a face photo and wait for its analysis (up to 20 s; then poll)',
    body: faceSetBodySchema,
    response: faceSetResponseSchema,
  },
  faceSetAsync: {
    tag: 'face',
    summary: 'Send a face photo for analysis; poll user/set-face/polling/{id} for the result',
    body: faceSetAsyncBodySchema,
    response: faceSetAsyncResponseSchema,
  },
  facePolling: {
    tag: 'face',
    summary:
      'The face registration: poll every 2 s while PROCESSING; a refused photo answers its code',
    params: facePollingParamsSchema,
    response: facePollingResponseSchema,
  },
  faceChallenge: {
    tag: 'face',
    summary:
      'A head turn for the liveness capture (step 2) to answer, with a challengeId valid for 20 s and one capture; 409 FACE_CAPTURE_OUT_OF_ORDER unless the registration waits for that capture',
    response: faceChallengeResponseSchema,
  },
  biometricConsent: {
    tag: 'face',
    summary:
      'Record the consent to biometric processing (LGPD art. 11): photos are analysed only after it',
    body: biometricConsentBodySchema,
    response: biometricConsentResponseSchema,
  },
  faceStepUpStatus: {
    tag: 'face',
    summary:
      'Whether replacing the enrolled face needs a step-up now, and whether it asks for the PIN',
    response: faceStepUpStatusResponseSchema,
  },
  faceStepUpStart: {
    tag: 'face',
    summary:
      'Before replacing an enrolled face: check the PIN (5 wrong in a row lock it), then send a code by SMS',
    body: faceStepUpStartBodySchema,
    response: faceStepUpStartResponseSchema,
  },
  faceStepUpResend: {
    tag: 'face',
    summary: 'Send a new code for a started step-up (within the countdown the live code is kept)',
    body: faceStepUpResendBodySchema,
    response: faceStepUpResendResponseSchema,
  },
  faceStepUpConfirm: {
    tag: 'face',
    summary:
      'Confirm the step-up with its code: face captures of this session allowed for 10 minutes',
    body: faceStepUpConfirmBodySchema,
    response: faceStepUpConfirmResponseSchema,
  },

  supportReferenceCreate: {
    tag: 'support',
    summary:
      'Keep the context of a help request and answer an opaque reference for the ticket (30 days)',
    body: supportContextSchema,
    response: supportReferenceCreateResponseSchema,
  },
  supportReference: {
    tag: 'support',
    summary: "The context behind a ticket's reference (console: support)",
    params: supportReferenceParamsSchema,
    response: supportReferenceResponseSchema,
  },

  consoleSessionCreate: {
    tag: 'console',
    summary: "Sign an operator in with e-mail, password and TOTP code: a console session's token",
    body: consoleSessionCreateBodySchema,
    response: consoleSessionCreateResponseSchema,
  },
  consoleSessionEnd: {
    tag: 'console',
    summary: "End the calling operator's console session",
    response: consoleSessionEndResponseSchema,
  },
  consoleMe: {
    tag: 'console',
    summary: 'The signed-in operator and when the session ends',
    response: consoleMeResponseSchema,
  },
  consoleOverview: {
    tag: 'console',
    summary: "What waits for review: count and oldest item's arrival, faces, cards and identities",
    response: consoleOverviewResponseSchema,
  },
  consoleOperators: {
    tag: 'console',
    summary: 'Operator accounts (admin)',
    response: consoleOperatorsResponseSchema,
  },
  consoleOperatorCreate: {
    tag: 'console',
    summary: 'Create an operator: its password and TOTP secret are answered this once (admin)',
    body: consoleOperatorCreateBodySchema,
    response: consoleOperatorCreateResponseSchema,
  },
  consoleOperatorUpdate: {
    tag: 'console',
    summary: "Change an operator's roles, or disable or enable it, with a reason (admin)",
    params: consoleOperatorParamsSchema,
    body: consoleOperatorUpdateBodySchema,
    response: consoleOperatorUpdateResponseSchema,
  },
  consoleAudit: {
    tag: 'console',
    summary: 'The audit trail, newest first, filtered and paged (admin)',
    query: consoleAuditQuerySchema,
    response: consoleAuditResponseSchema,
  },

  // The console's review queues (issue 26).
  consoleFaceReviews: {
    tag: 'console',
    summary: 'Faces waiting for a person, oldest first (reviewer)',
    response: consoleFaceReviewsResponseSchema,
  },
  consoleFaceReview: {
    tag: 'console',
    summary:
      'A waiting face with its photos and what it is judged against; no-store, audited (reviewer)',
    params: reviewParamsSchema,
    response: consoleFaceReviewResponseSchema,
  },
  consoleFaceReviewApprove: {
    tag: 'console',
    summary: "Approve a waiting face: it becomes the account's, the customer is told (reviewer)",
    params: reviewParamsSchema,
    body: reviewApproveBodySchema,
    response: reviewDecisionResponseSchema,
  },
  consoleFaceReviewReject: {
    tag: 'console',
    summary: "Reject a waiting face with a reason the customer's SMS gives (reviewer)",
    params: reviewParamsSchema,
    body: faceReviewRejectBodySchema,
    response: reviewDecisionResponseSchema,
  },
  consoleCardReviews: {
    tag: 'console',
    summary: 'Cards waiting for a person, oldest first (reviewer)',
    response: consoleCardReviewsResponseSchema,
  },
  consoleCardReview: {
    tag: 'console',
    summary: 'A waiting card and why it is held; audited (reviewer)',
    params: reviewParamsSchema,
    response: consoleCardReviewResponseSchema,
  },
  consoleCardReviewApprove: {
    tag: 'console',
    summary: 'Approve a waiting card: the customer may validate it, and is told (reviewer)',
    params: reviewParamsSchema,
    body: reviewApproveBodySchema,
    response: reviewDecisionResponseSchema,
  },
  consoleCardReviewReject: {
    tag: 'console',
    summary: "Reject a waiting card with a reason the customer's SMS gives (reviewer)",
    params: reviewParamsSchema,
    body: cardReviewRejectBodySchema,
    response: reviewDecisionResponseSchema,
  },
  consoleIdentityReviews: {
    tag: 'console',
    summary: "Accounts whose name is not the CPF holder's, oldest first (reviewer)",
    response: consoleIdentityReviewsResponseSchema,
  },
  consoleIdentityReview: {
    tag: 'console',
    summary:
      "A waiting account's typed name beside the CPF holder's in the register; no-store, audited (reviewer)",
    params: reviewParamsSchema,
    response: consoleIdentityReviewResponseSchema,
  },
  consoleIdentityReviewApprove: {
    tag: 'console',
    summary: 'Accept the name (a married name, a nickname): the account may pay by face (reviewer)',
    params: reviewParamsSchema,
    body: reviewApproveBodySchema,
    response: reviewDecisionResponseSchema,
  },
  consoleIdentityReviewReject: {
    tag: 'console',
    summary: 'Refuse the name with a reason: the account is blocked (reviewer)',
    params: reviewParamsSchema,
    body: identityReviewRejectBodySchema,
    response: reviewDecisionResponseSchema,
  },

  // --- the console's shops and terminals (issue 26) ---------------------------------
  consoleShops: {
    tag: 'console',
    summary: 'Shops (places) by name, with their working terminals and last use',
    query: consoleShopsQuerySchema,
    response: consoleShopsResponseSchema,
  },
  consoleShop: {
    tag: 'console',
    summary: 'A shop and its terminals (never their keys)',
    params: consoleShopParamsSchema,
    response: consoleShopResponseSchema,
  },
  consoleShopCreate: {
    tag: 'console',
    summary: 'Create a shop at a partner: the name, address, CNPJ and map position customers see',
    body: consoleShopCreateBodySchema,
    response: consoleShopResponseSchema,
  },
  consoleShopUpdate: {
    tag: 'console',
    summary: "Change a shop's partner, name, address, CNPJ or map position",
    params: consoleShopParamsSchema,
    body: consoleShopUpdateBodySchema,
    response: consoleShopResponseSchema,
  },
  consoleTerminalCreate: {
    tag: 'console',
    summary: 'Create a terminal at a shop: its API key is answered this once (no-store)',
    params: consoleShopParamsSchema,
    body: consoleTerminalCreateBodySchema,
    response: consoleTerminalWithKeyResponseSchema,
  },
  consoleTerminalRevoke: {
    tag: 'console',
    summary: 'Revoke a terminal, with a reason: its key is refused at once',
    params: consoleTerminalParamsSchema,
    body: consoleTerminalReasonBodySchema,
    response: consoleTerminalResponseSchema,
  },
  consoleTerminalRotate: {
    tag: 'console',
    summary:
      'Give a terminal a new API key, with a reason: the old one is refused at once, the new one answered this once (no-store)',
    params: consoleTerminalParamsSchema,
    body: consoleTerminalReasonBodySchema,
    response: consoleTerminalWithKeyResponseSchema,
  },
  consolePartners: {
    tag: 'console',
    summary: "The partners a shop may belong to (the shop form's choices)",
    response: consolePartnersResponseSchema,
  },

  consoleCustomerSearch: {
    tag: 'console',
    summary:
      'Find customers by a support reference, a whole CPF or a phone: masked data only (support)',
    body: consoleCustomerSearchBodySchema,
    response: consoleCustomerSearchResponseSchema,
  },
  consoleCustomer: {
    tag: 'console',
    summary:
      "A customer's page: masked personal data, status, cards, last payments, open sessions; the face thumbnail only for a reviewer too (support; audited)",
    params: consoleCustomerParamsSchema,
    response: consoleCustomerResponseSchema,
  },
  consoleCustomerBlock: {
    tag: 'console',
    summary: 'Block a customer with a reason: every session ends at once (support)',
    params: consoleCustomerParamsSchema,
    body: consoleCustomerActionBodySchema,
    response: consoleCustomerBlockResponseSchema,
  },
  consoleCustomerUnblock: {
    tag: 'console',
    summary: 'Unblock a customer with a reason: signing in works again (support)',
    params: consoleCustomerParamsSchema,
    body: consoleCustomerActionBodySchema,
    response: consoleCustomerUnblockResponseSchema,
  },
  consoleCustomerEndSessions: {
    tag: 'console',
    summary: 'End every session of a customer with a reason: how many ended (support)',
    params: consoleCustomerParamsSchema,
    body: consoleCustomerActionBodySchema,
    response: consoleCustomerEndSessionsResponseSchema,
  },
  consoleCustomerResendEmail: {
    tag: 'console',
    summary:
      "Send the customer's e-mail confirmation link again, with a reason, within its hourly limit (support)",
    params: consoleCustomerParamsSchema,
    body: consoleCustomerActionBodySchema,
    response: consoleCustomerResendEmailResponseSchema,
  },

  sandboxOutbox: {
    tag: 'sandbox',
    summary: 'Messages the sandbox would have sent (newest first, at most 100)',
    query: sandboxOutboxQuerySchema,
    response: sandboxOutboxResponseSchema,
  },
  sandboxUsers: {
    tag: 'sandbox',
    summary: 'Create a test user and a session token for it',
    body: createSandboxUserBodySchema,
    response: createSandboxUserResponseSchema,
  },
  sandboxExpirePhoneCodes: {
    tag: 'sandbox',
    summary: 'Expire the unused codes sent to a phone (to try the expired-code path)',
    body: expireSandboxPhoneCodesBodySchema,
    response: expireSandboxPhoneCodesResponseSchema,
  },
  sandboxReviewPaymentMethod: {
    tag: 'sandbox',
    summary: 'Approve or reject a card waiting for review, as an operator would',
    params: sandboxReviewPaymentMethodParamsSchema,
    body: sandboxReviewPaymentMethodBodySchema,
    response: sandboxReviewPaymentMethodResponseSchema,
  },
  sandboxForgetFace: {
    tag: 'sandbox',
    summary:
      "Delete the signed-in test user's enrolled faces, so the same photo can enrol again without being flagged as another user's",
    response: forgetSandboxFaceResponseSchema,
  },
  sandboxTerminals: {
    tag: 'sandbox',
    summary: 'Create a shop terminal at a place and answer its key once (as terminal:create does)',
    body: createSandboxTerminalBodySchema,
    response: createSandboxTerminalResponseSchema,
  },
  sandboxOperatorSession: {
    tag: 'sandbox',
    summary: "Sign in as the sandbox's demo operator of a role (made on first use)",
    body: sandboxOperatorSessionBodySchema,
    response: consoleSessionCreateResponseSchema,
  },

  // --- the shops' portal (issue 27) ------------------------------------------------
  shopSessionCreate: {
    tag: 'shop',
    summary:
      "Sign a shop's person in with e-mail, password and TOTP code: a portal session's token",
    body: shopSessionCreateBodySchema,
    response: shopSessionCreateResponseSchema,
  },
  shopSessionEnd: {
    tag: 'shop',
    summary: "End the caller's portal session",
    response: shopSessionEndResponseSchema,
  },
  shopMe: {
    tag: 'shop',
    summary: 'The signed-in person, their shop and when the session ends',
    response: shopMeResponseSchema,
  },
  shopSales: {
    tag: 'shop',
    summary:
      "The shop's sales of a period (São Paulo days), newest first, with the period's totals",
    query: shopSalesQuerySchema,
    response: shopSalesResponseSchema,
  },
  shopSalesExport: {
    tag: 'shop',
    summary: "The shop's sales of a period as CSV (UTF-8 with BOM, ';', decimal comma)",
    query: shopSalesFilterSchema,
    response: shopSalesExportResponseSchema,
    file: { contentType: 'text/csv; charset=utf-8' },
  },
  shopSaleRefund: {
    tag: 'shop',
    summary:
      'Refund a sale in whole or in part through the card gateway; the same key answers the same refund',
    params: shopSaleParamsSchema,
    body: shopSaleRefundBodySchema,
    response: shopSaleRefundResponseSchema,
  },
  shopReconciliation: {
    tag: 'shop',
    summary:
      "A day's comparison of the shop's sales with the card gateway's record, and what differs",
    query: shopReconciliationQuerySchema,
    response: shopReconciliationResponseSchema,
  },
  shopReconciliationRun: {
    tag: 'shop',
    summary: "Compare a day's sales with the card gateway's record now",
    body: shopReconciliationRunBodySchema,
    response: shopReconciliationResponseSchema,
  },
  shopWebhooks: {
    tag: 'shop',
    summary: "The shop's webhook endpoints (never their secrets)",
    response: shopWebhooksResponseSchema,
  },
  shopWebhookCreate: {
    tag: 'shop',
    summary: 'Register an endpoint for some events: its signing secret is answered this once',
    body: shopWebhookCreateBodySchema,
    response: shopWebhookWithSecretResponseSchema,
  },
  shopWebhookRotate: {
    tag: 'shop',
    summary: 'Give an endpoint a new signing secret (answered once); the old one stops signing',
    params: shopWebhookParamsSchema,
    response: shopWebhookWithSecretResponseSchema,
  },
  shopWebhookDelete: {
    tag: 'shop',
    summary: 'Remove an endpoint: nothing more is sent to it',
    params: shopWebhookParamsSchema,
    response: shopWebhookDeleteResponseSchema,
  },
  shopWebhookDeliveries: {
    tag: 'shop',
    summary:
      "Each event's delivery to each endpoint: state, tries, the receiver's last status and time",
    query: shopWebhookDeliveriesQuerySchema,
    response: shopWebhookDeliveriesResponseSchema,
  },
  shopWebhookResend: {
    tag: 'shop',
    summary: 'Send a delivery again now (a new 24-hour window of tries)',
    params: shopWebhookParamsSchema,
    response: shopWebhookResendResponseSchema,
  },
  shopTerminals: {
    tag: 'shop',
    summary: "The shop's terminals with their last use (never their keys)",
    response: shopTerminalsResponseSchema,
  },
  shopTerminalCreate: {
    tag: 'shop',
    summary: 'Make a terminal for the shop: its key is answered this once',
    body: consoleTerminalCreateBodySchema,
    response: consoleTerminalWithKeyResponseSchema,
  },
  shopTerminalRevoke: {
    tag: 'shop',
    summary: "Revoke one of the shop's terminals: its key is refused from now on",
    params: consoleTerminalParamsSchema,
    response: consoleTerminalResponseSchema,
  },
  shopTerminalRotate: {
    tag: 'shop',
    summary: "Give one of the shop's terminals a new key (answered once); the old one stops",
    params: consoleTerminalParamsSchema,
    response: consoleTerminalWithKeyResponseSchema,
  },
  sandboxShops: {
    tag: 'sandbox',
    summary: "The sandbox's shops, for their demo owner and cashier",
    response: sandboxShopsResponseSchema,
  },
  consoleShopUsers: {
    tag: 'console',
    summary: "A shop's portal accounts",
    params: consoleShopParamsSchema,
    response: consoleShopUsersResponseSchema,
  },
  consoleShopUserCreate: {
    tag: 'console',
    summary: 'Make a portal account for a shop: its password and TOTP secret are answered once',
    params: consoleShopParamsSchema,
    body: consoleShopUserCreateBodySchema,
    response: consoleShopUserCreateResponseSchema,
  },
  sandboxShopUserSession: {
    tag: 'sandbox',
    summary: "Sign in as a sandbox shop's demo owner or cashier (made on first use)",
    body: sandboxShopUserSessionBodySchema,
    response: shopSessionCreateResponseSchema,
  },
} as const satisfies Record<EndpointId, EndpointSchemas>;
