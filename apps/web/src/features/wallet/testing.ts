// A card as the API answers it, for the validation tests: a Visa ending in
// 1111 waiting for its validation unless told otherwise.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';

export const TEST_CARD_ID = '3f1c2b8a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

export const validationTestCard = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: TEST_CARD_ID,
  switchPaymentMethodId: null,
  type: 'CREDIT_CARD',
  alias: null,
  zipCode: null,
  authorizer: 'VISA',
  authorizerName: 'Visa',
  authorizerIcon: {
    single: '/authorizers/visa-single.svg',
    disabled: '/authorizers/visa-disabled.svg',
  },
  formattedOneLine: 'Visa •••• 1111',
  formattedTwoLineFirstLine: 'Visa',
  formattedTwoLineSecondLine: '•••• 1111',
  cardStatus: 'AUTO_APPROVED',
  cardLastFourDigits: '1111',
  cardBrand: 'VISA',
  cardExpirationMonth: 12,
  cardExpirationYear: 2031,
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
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-01T12:00:00.000Z',
  validated: false,
  canBeValidated: true,
  validationEnabled: true,
  validationMissingData: null,
  ...overrides,
});
