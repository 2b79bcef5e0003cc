// Nothing lost on a reload (issue 28): a sale whose charge is being checked
// (its outcome unknown, decision 057) or whose head turn is asked (decision
// 062) is kept on this device beside the till's key, and taken up again when
// the page loads: the checking resumes its polling, the turn is asked again
// while its challenge lasts. Only the payment as the server answered it, the
// amount, the sale's key and the card chosen: never a PIN or a photo.
import type { TerminalPayment } from '@rosto/contract/schemas/terminal-payments';
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage';
import { initialSale, type SaleState } from './sale-machine';

const kept = ['checking', 'challenge', 'proving'] as const;
type KeptStep = (typeof kept)[number];

interface PendingSale {
  step: KeptStep;
  amountCents: number;
  idempotencyKey: string | null;
  payment: TerminalPayment;
  cardId: string | null;
  settleBy: string | null;
}

const isKept = (step: string): step is KeptStep => (kept as readonly string[]).includes(step);

/** Keeps the sale while it is at a step a reload must not lose; forgets it otherwise. */
export function keepPendingSale(state: SaleState): void {
  if (!isKept(state.step) || !state.payment) {
    removeStored(storageKeys.terminalSale);
    return;
  }
  const pending: PendingSale = {
    step: state.step,
    amountCents: state.amountCents,
    idempotencyKey: state.idempotencyKey,
    payment: state.payment,
    cardId: state.cardId,
    settleBy: state.settleBy,
  };
  writeStored(storageKeys.terminalSale, JSON.stringify(pending));
}

/**
 * The sale kept by the last page, as the machine resumes it: a checking one
 * checks again; a turn still in time is asked again (frames sent before the
 * reload may have been used: the server then says so and the PIN is asked);
 * a turn past its time goes on to the cards and the PIN. Null without one.
 */
export function resumePendingSale(
  maxAmountCents: number | null,
  now = Date.now(),
): SaleState | null {
  let pending: PendingSale;
  try {
    pending = JSON.parse(readStored(storageKeys.terminalSale) ?? 'null') as PendingSale;
  } catch {
    return null;
  }
  if (!pending || !isKept(pending.step) || typeof pending.payment?.id !== 'string') return null;
  const sale: SaleState = {
    ...initialSale(maxAmountCents),
    amountCents: pending.amountCents,
    idempotencyKey: pending.idempotencyKey,
    payment: pending.payment,
    cardId: pending.cardId,
    settleBy: pending.settleBy,
  };
  if (pending.step === 'checking') return { ...sale, step: 'checking' };
  const challenge = pending.payment.challenge;
  if (challenge && Date.parse(challenge.expiresAt) > now) return { ...sale, step: 'challenge' };
  return { ...sale, step: 'confirm', challengeMissed: true };
}
