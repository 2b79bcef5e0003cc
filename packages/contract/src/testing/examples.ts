// Valid example payloads for every call, checked against the schemas by the
// contract's own tests. The apps' tests may start from them instead of
// writing their own (the CPF, card and phone numbers are public test values).
import type { UserProfile } from '../schemas/user';
import type { PaymentMethod } from '../schemas/payment-methods';

export const exampleIds = {
  deviceUUID: '3f1c2b9e-8a47-4d0f-9c3e-2b7a1d5e6f80',
  userId: '0b6c1e44-2f7d-4a8e-9b1c-5d3e7f9a2c10',
  registerIntentionId: '6a2d4f8b-1c3e-4b5a-8d7f-9e0a1b2c3d4e',
  loginIntentionId: '7b3e5a9c-2d4f-4c6b-9e8a-0f1b2c3d4e5f',
  faceUsageIntentionId: '8c4f6b0d-3e5a-4d7c-8f9b-1a2b3c4d5e6f',
  paymentMethodId: '9d5a7c1e-4f6b-4e8d-9a0c-2b3c4d5e6f70',
  transactionId: 'ae6b8d2f-5a7c-4f9e-8b1d-3c4d5e6f7a81',
  placeId: 'bf7c9e3a-6b8d-4a0f-9c2e-4d5e6f7a8b92',
} as const;

export const exampleCpf = '52998224725';

export const exampleProfile: UserProfile = {
  id: exampleIds.userId,
  firstName: 'Ana',
  lastName: 'Souza',
  cpf: exampleCpf,
  createdAt: '2026-01-10T12:00:00-03:00',
  deleted: false,
  blocked: false,
  usesGlasses: false,
  mustRegisterFace: true,
  profilePictures: { FACEBOX_FULL: null, FACEBOX_WIDER: null, FACEBOX_CLOSER: null },
  hasPin: true,
  phone: { confirmed: true, country: 'BR', number: '11987654321' },
  featureCardValidation: true,
  features: [],
  email: 'ana@mail.com',
  isEmailValidated: false,
  emailValidationToken: null,
  scoreStatus: 'AUTO_APPROVED',
  allowAddPaymentStatus: 'AUTO_APPROVED',
  getPaymentStatus: 'AUTO_APPROVED',
  privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
  userFaceStatus: 'NOT_STARTED',
};

export const examplePaymentMethod: PaymentMethod = {
  id: exampleIds.paymentMethodId,
  switchPaymentMethodId: 'sw_123',
  type: 'CREDIT_CARD',
  alias: 'Meu Visa',
  zipCode: '01310100',
  authorizer: 'VISA',
  authorizerName: 'Visa',
  authorizerIcon: { single: '/icons/visa.svg', disabled: '/icons/visa-disabled.svg' },
  formattedOneLine: 'Visa •••• 1111',
  formattedTwoLineFirstLine: 'Visa',
  formattedTwoLineSecondLine: '•••• 1111',
  cardStatus: 'WAITING_APPROVAL',
  cardLastFourDigits: '1111',
  cardBrand: 'VISA',
  cardExpirationMonth: 12,
  cardExpirationYear: 2030,
  cardMetadata: null,
  deleted: false,
  deletedAt: null,
  isFoodVoucher: false,
  isDependent: false,
  titularName: null,
  product: null,
  showOnAppUser: true,
  order: 0,
  balanceCents: null,
  createdAt: '2026-01-10T12:00:00-03:00',
  updatedAt: '2026-01-10T12:00:00-03:00',
  validated: false,
  canBeValidated: true,
  validationEnabled: true,
  validationMissingData: null,
};

/** A 2 KiB base64 "JPEG" (starts with the FF D8 FF marker): enough for schema tests. */
export const exampleFaceImage = `/9j/${'A'.repeat(2728)}`;
