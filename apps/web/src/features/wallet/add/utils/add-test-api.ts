// For the add screen's tests: the authorizers as the sandbox API lists them,
// a limit status, and a fake API that answers the list calls and takes the
// add calls' answers from queues, recording every call the screen made.
import type { Authorizer, PaymentMethodStatus } from '@rosto/contract/schemas/payment-methods';
import { json } from '../../../../testing/responses';
import type { FetchMock } from '../../../../testing/routes';

const icon = (file: string) => ({
  flat: `/authorizers/${file}-flat.svg`,
  mono: `/authorizers/${file}-mono.svg`,
  single: `/authorizers/${file}-single.svg`,
});

const storeMetadata = (cardName: string) => ({
  cardName,
  lastFourDigits: null,
  placeName: null,
  placeCode: null,
  associateCode: null,
  retailerId: null,
  issuerColor: null,
});

export function testAuthorizers(options: { disabled?: boolean } = {}): Authorizer[] {
  const disabled = options.disabled ?? false;
  return [
    { id: 'VISA', name: 'Visa', disabled, icon: icon('visa'), metadata: null },
    { id: 'MASTERCARD', name: 'Mastercard', disabled, icon: icon('mastercard'), metadata: null },
    { id: 'ELO', name: 'Elo', disabled, icon: icon('elo'), metadata: null },
    {
      id: 'AMERICAN_EXPRESS',
      name: 'American Express',
      disabled,
      icon: icon('american-express'),
      metadata: null,
    },
    { id: 'DINERS', name: 'Diners Club', disabled, icon: icon('diners'), metadata: null },
    { id: 'SENFF', name: 'Senff', disabled, icon: icon('senff'), metadata: storeMetadata('Senff') },
    {
      id: 'DMCARD',
      name: 'DMCard',
      disabled,
      icon: icon('dmcard'),
      metadata: storeMetadata('DMCard'),
    },
    {
      id: 'GREEN_BENEFICIOS',
      name: 'Green Benefícios',
      disabled,
      icon: icon('green-beneficios'),
      metadata: null,
    },
  ];
}

export const roomyStatus: PaymentMethodStatus = {
  paymentMethodLimitWasReachedOut: false,
  daysToAddPaymentMethod: null,
  limitOfPaymentMethods: 4,
};

export interface SentCall {
  call: string;
  body: unknown;
}

/**
 * Answers the authorizers and the status (or fails them), and each other call
 * from its queue (keyed "POST user/credit-card"); an empty queue answers a
 * network failure.
 */
export function fakeWalletApi(
  fetchMock: FetchMock,
  setup: {
    authorizers?: Authorizer[] | 'fail';
    status?: PaymentMethodStatus | 'fail';
    answers?: Record<string, (() => Response)[]>;
  } = {},
) {
  const sent: SentCall[] = [];
  const answers = setup.answers ?? {};
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).split('/api/')[1] ?? '';
    const call = `${init?.method ?? 'GET'} ${path.split('?')[0]}`;
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    if (call === 'GET user/payment-method/available-authorizers') {
      const list = setup.authorizers ?? testAuthorizers();
      return Promise.resolve(
        list === 'fail'
          ? json(503, { statusCode: 503, error: 'x', message: 'CARD_GATEWAY_UNAVAILABLE' })
          : json(200, { data: list }),
      );
    }
    if (call === 'GET user/credit-card/payment-method-status') {
      const status = setup.status ?? roomyStatus;
      return Promise.resolve(
        status === 'fail' ? json(500, { message: 'UNKNOWN' }) : json(200, { data: status }),
      );
    }
    sent.push({ call, body });
    const next = answers[call]?.shift();
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('offline'));
  });
  return { sent };
}

/** An add refusal with the sheet texts in its body, as the API answers it (decision 030). */
export const refusedWithSheet = (
  status: number,
  code: string,
  description: string,
  subDescription: string,
) =>
  json(status, {
    statusCode: status,
    error: 'x',
    message: code,
    errorCode: code,
    description,
    subDescription,
  });

export const created = (id: string) => json(201, { data: { id } });
