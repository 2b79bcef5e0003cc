// The sandbox stage's card network: the spec's mock values and Cielo's
// test-card convention for a decline, with no acquirer behind it.
import { describe, expect, it } from 'vitest';
import { SANDBOX_DECLINE_RETURN_CODE, createSandboxCardNetwork } from './sandbox';
import type { CardData } from './types';

const sandbox = createSandboxCardNetwork({
  otpSecret: '123456',
  cvv: '123',
  randomAmountCents: 123,
  mockDelays: false,
  challengeAction: null,
});
const card: CardData = {
  number: '4111111111111111',
  holder: 'Maria da Silva',
  expiryMonth: 12,
  expiryYear: 2030,
  cvv: '123',
  brand: 'VISA',
};

describe('sandbox card network', () => {
  it('accepts any card but one ending in 0002 (Cielo’s simulated "Not Authorized")', async () => {
    await expect(sandbox.verifyCard(card)).resolves.toEqual({ valid: true, returnCode: '00' });
    await expect(sandbox.verifyCard({ ...card, number: '4000000000000002' })).resolves.toEqual({
      valid: false,
      returnCode: SANDBOX_DECLINE_RETURN_CODE,
    });
  });

  it('tokenizes as sandbox-, the last four digits and a random UUID', async () => {
    const first = await sandbox.tokenize(card);
    const second = await sandbox.tokenize(card);
    expect(first.cardToken).toMatch(
      new RegExp(`^sandbox-${card.number.slice(-4)}-[0-9a-f-]{36}$`, 'u'),
    );
    expect(second.cardToken).not.toBe(first.cardToken);
  });

  it('knows only the mock security code', async () => {
    await expect(sandbox.verifyCvv({ cardToken: 't', brand: 'VISA', cvv: '123' })).resolves.toBe(
      true,
    );
    await expect(sandbox.verifyCvv({ cardToken: 't', brand: 'VISA', cvv: '124' })).resolves.toBe(
      false,
    );
  });

  it('uses the mock validation amount', () => {
    expect(sandbox.validationAmountCents()).toBe(123);
  });

  it('approves every charge but one of zero cents or on a card ending in 0005', async () => {
    const input = {
      cardToken: 't',
      brand: 'ELO' as const,
      orderId: 'o',
      softDescriptor: 'ROSTO',
      storedCardUse: 'subsequent' as const,
    };
    await expect(sandbox.charge({ ...input, amountCents: 123 })).resolves.toEqual({
      approved: true,
      paymentId: expect.stringMatching(/^sandbox-/u) as string,
    });
    await expect(sandbox.charge({ ...input, amountCents: 0 })).resolves.toEqual({
      approved: false,
      returnCode: SANDBOX_DECLINE_RETURN_CODE,
    });
    const { cardToken } = await sandbox.tokenize({ ...card, number: '4539000000000005' });
    await expect(sandbox.charge({ ...input, cardToken, amountCents: 123 })).resolves.toEqual({
      approved: false,
      returnCode: SANDBOX_DECLINE_RETURN_CODE,
    });
  });

  it('finds each charge by its order id, as a lookup after a lost answer would', async () => {
    const order = (orderId: string, cardToken: string) =>
      sandbox.charge({
        cardToken,
        brand: 'VISA',
        amountCents: 990,
        orderId,
        softDescriptor: 'ROSTO',
        storedCardUse: 'subsequent',
      });
    const approved = await order('pedido-1', 'sandbox-1111-token');
    await order('pedido-2', 'sandbox-0005-token');
    expect(approved.approved).toBe(true);
    if (!approved.approved) return;
    await expect(sandbox.findCharge({ orderId: 'pedido-1' })).resolves.toEqual({
      outcome: 'approved',
      paymentId: approved.paymentId,
    });
    await expect(sandbox.findCharge({ orderId: 'pedido-2' })).resolves.toEqual({
      outcome: 'declined',
      returnCode: SANDBOX_DECLINE_RETURN_CODE,
    });
    await expect(sandbox.findCharge({ orderId: 'pedido-3' })).resolves.toEqual({
      outcome: 'none',
    });
  });

  it('keeps each approved charge by its id, with what refunds gave back', async () => {
    const network = sandbox;
    const charged = await network.charge({
      cardToken: 'sandbox-1111-x',
      brand: 'VISA',
      amountCents: 3_000,
      orderId: 'order-1',
      softDescriptor: 'ROSTO',
      storedCardUse: 'subsequent',
    });
    if (!charged.approved) throw new Error('the sandbox declined');
    const { paymentId } = charged;
    expect(await network.getCharge({ paymentId })).toEqual({
      found: true,
      status: 'captured',
      amountCents: 3_000,
      voidedCents: 0,
    });
    await network.refund({ paymentId, amountCents: 1_000 });
    expect(await network.getCharge({ paymentId })).toMatchObject({
      status: 'captured',
      voidedCents: 1_000,
    });
    await network.refund({ paymentId, amountCents: 2_000 });
    expect(await network.getCharge({ paymentId })).toMatchObject({
      status: 'voided',
      voidedCents: 3_000,
    });
    expect(await network.getCharge({ paymentId: 'sandbox-unknown' })).toEqual({ found: false });
  });

  it('refunds and forgets cards without complaint', async () => {
    await expect(
      sandbox.refund({ paymentId: 'sandbox-x', amountCents: 123 }),
    ).resolves.toBeUndefined();
    await expect(sandbox.removeCard({ cardToken: 't' })).resolves.toBeUndefined();
  });
});
