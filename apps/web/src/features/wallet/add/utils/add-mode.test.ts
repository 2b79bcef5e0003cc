// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type AddModeInput,
  FOOD_VOUCHER_INTEREST_OPTIONS,
  creditCardBlock,
  foodVoucherInterestList,
  groupAuthorizers,
  initialAddMode,
  laterDestination,
  offeredAuthorizers,
} from './add-mode';
import { roomyStatus, testAuthorizers } from './add-test-api';

const ready = (overrides: Partial<AddModeInput> = {}): AddModeInput => ({
  profileLoaded: true,
  allowAddPaymentStatus: 'AUTO_APPROVED',
  authorizers: { state: 'ready', list: testAuthorizers() },
  status: { loading: false, data: roomyStatus },
  ...overrides,
});

describe('initialAddMode', () => {
  it('waits for the profile, the authorizers and the status, then shows the selection', () => {
    expect(initialAddMode(ready({ profileLoaded: false }))).toBe('loading');
    expect(initialAddMode(ready({ authorizers: { state: 'loading', list: [] } }))).toBe('loading');
    expect(initialAddMode(ready({ status: { loading: true, data: null } }))).toBe('loading');
    expect(initialAddMode(ready())).toBe('selection');
  });

  it('goes straight to the credit card when the authorizers fail to load', () => {
    expect(initialAddMode(ready({ authorizers: { state: 'error', list: [] } }))).toBe(
      'credit-card',
    );
  });

  it('shows "em análise" for a profile under review or every authorizer disabled', () => {
    expect(initialAddMode(ready({ allowAddPaymentStatus: 'WAITING_APPROVAL' }))).toBe(
      'validating-profile',
    );
    // Under review wins over a load failure: no form it could not send.
    expect(
      initialAddMode(
        ready({
          allowAddPaymentStatus: 'WAITING_APPROVAL',
          authorizers: { state: 'error', list: [] },
        }),
      ),
    ).toBe('validating-profile');
    const disabled = { state: 'ready' as const, list: testAuthorizers({ disabled: true }) };
    expect(initialAddMode(ready({ authorizers: disabled }))).toBe('validating-profile');
    // The status failing is ignored (null): still "em análise".
    expect(
      initialAddMode(ready({ authorizers: disabled, status: { loading: false, data: null } })),
    ).toBe('validating-profile');
  });

  it('keeps the selection when the limit disabled every authorizer, to say why', () => {
    expect(
      initialAddMode(
        ready({
          authorizers: { state: 'ready', list: testAuthorizers({ disabled: true }) },
          status: {
            loading: false,
            data: { ...roomyStatus, paymentMethodLimitWasReachedOut: true },
          },
        }),
      ),
    ).toBe('selection');
  });
});

describe('creditCardBlock', () => {
  it('is open with room and an enabled brand', () => {
    expect(creditCardBlock(testAuthorizers(), roomyStatus)).toBeNull();
    expect(creditCardBlock(testAuthorizers(), null)).toBeNull();
  });

  it('says the limit with the server number, or the waiting days when there are any', () => {
    const full = {
      ...roomyStatus,
      paymentMethodLimitWasReachedOut: true,
      limitOfPaymentMethods: 6,
    };
    expect(creditCardBlock(testAuthorizers(), full)).toEqual({ reason: 'limit', cards: 6 });
    expect(creditCardBlock(testAuthorizers(), { ...full, daysToAddPaymentMethod: 3 })).toEqual({
      reason: 'wait',
      days: 3,
    });
  });

  it('is unavailable when every credit brand is disabled', () => {
    expect(creditCardBlock(testAuthorizers({ disabled: true }), roomyStatus)).toEqual({
      reason: 'unavailable',
    });
    expect(creditCardBlock([], roomyStatus)).toEqual({ reason: 'unavailable' });
  });
});

describe('authorizers of the selection', () => {
  it('offers only Mastercard and the food voucher in the demo stage', () => {
    expect(offeredAuthorizers(testAuthorizers(), true).map((item) => item.id)).toEqual([
      'MASTERCARD',
      'GREEN_BENEFICIOS',
    ]);
    expect(offeredAuthorizers(testAuthorizers(), false)).toHaveLength(8);
  });

  it('groups credit brands, store cards and the food voucher', () => {
    const groups = groupAuthorizers(testAuthorizers());
    expect(groups.credit.map((item) => item.id)).toEqual([
      'VISA',
      'MASTERCARD',
      'ELO',
      'AMERICAN_EXPRESS',
      'DINERS',
    ]);
    expect(groups.store.map((item) => item.id)).toEqual(['SENFF', 'DMCARD']);
    expect(groups.foodVoucher?.id).toBe('GREEN_BENEFICIOS');
  });
});

describe('add later', () => {
  it('goes home in a registration with every authorizer disabled, else to the wallet', () => {
    expect(laterDestination({ registering: true, allAuthorizersDisabled: true })).toBe('home');
    expect(laterDestination({ registering: true, allAuthorizersDisabled: false })).toBe('wallet');
    expect(laterDestination({ registering: false, allAuthorizersDisabled: true })).toBe('wallet');
  });
});

describe('food-voucher interest', () => {
  it('lists the five options and joins the picked ones with commas, in order', () => {
    expect(FOOD_VOUCHER_INTEREST_OPTIONS).toEqual([
      'Flash Benefícios',
      'Swile Card',
      'Alelo',
      'Sodexo',
      'Outro',
    ]);
    expect(foodVoucherInterestList(new Set(['Sodexo', 'Flash Benefícios']))).toBe(
      'Flash Benefícios,Sodexo',
    );
  });
});
