// The sale machine wired to the terminal's calls: each action dispatches its
// event and sends its request; each answer or refusal dispatches the next. An
// answer for a sale that is no longer on screen (the shop went back and began
// another) is dropped. A 401 hands the terminal back to its sign-in. A payment
// or a cancel reads today's sales again; a refusal for the shop's maximum
// reads the till again (an operator may have changed it). A charge without a
// clear answer is asked after every CHECK_EVERY_MS until the server settles it.
import type { ErrorCode } from '@rosto/contract/errors';
import type { TerminalPayment, TerminalSale } from '@rosto/contract/schemas/terminal-payments';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { normaliseError } from '../../../lib/api-client';
import { preloadErrorCatalogue } from '../../../lib/error-text';
import { terminalMeQueryOptions } from '../api/get-terminal-me';
import { terminalSalesQueryOptions } from '../api/get-terminal-sales';
import {
  cancelTerminalPayment,
  confirmTerminalPayment,
  getTerminalPayment,
  sendTerminalChallenge,
  sendTerminalFace,
  startTerminalPayment,
} from '../api/terminal-payments';
import { keepPendingSale, resumePendingSale } from '../stores/pending-sale';
import {
  canStart,
  initialSale,
  saleKey,
  saleReducer,
  type SaleState,
} from '../stores/sale-machine';
import type { AmountKey } from '../utils/amount-keys';

/** How often the till asks after a charge of unknown outcome (the server looks it up at most every 2 s). */
export const CHECK_EVERY_MS = 2_000;

export interface FaceHelp {
  cpf?: string;
  phoneLastFour?: string;
}

export function useSale(
  terminalKey: string,
  onUnauthorized: () => void,
  /** The shop's largest payment, once GET terminal/me has answered. */
  maxAmountCents: number | null,
) {
  // A sale checking its charge or asking a head turn outlives a reload.
  const [state, dispatch] = useReducer(
    saleReducer,
    maxAmountCents,
    (max) => resumePendingSale(max) ?? initialSale(max),
  );
  const queryClient = useQueryClient();
  // Layout effects, not passive ones: a tap that comes right after a screen
  // is painted must read the state that painted it.
  const current = useRef<SaleState>(state);
  useLayoutEffect(() => {
    current.current = state;
  });
  useEffect(() => keepPendingSale(state), [state]);
  const unauthorized = useRef(onUnauthorized);
  useLayoutEffect(() => {
    unauthorized.current = onUnauthorized;
  });

  useEffect(() => {
    if (maxAmountCents !== null) dispatch({ type: 'till-known', maxAmountCents });
  }, [maxAmountCents]);

  const readSalesAgain = useCallback(
    () =>
      void queryClient.invalidateQueries({
        queryKey: terminalSalesQueryOptions(terminalKey).queryKey,
      }),
    [queryClient, terminalKey],
  );

  /** Sends a call for the sale with `key`; its outcome is dropped once another sale is on. */
  const send = useCallback(
    (
      key: string | null,
      call: () => Promise<TerminalPayment>,
      onAnswer: (p: TerminalPayment) => void,
    ) => {
      void preloadErrorCatalogue();
      call().then(
        (payment) => {
          if (current.current.idempotencyKey === key) onAnswer(payment);
        },
        (error: unknown) => {
          const { code, status } = normaliseError(error);
          if (code === 'TERMINAL_UNAUTHORIZED') {
            unauthorized.current();
            return;
          }
          if (code === 'TERMINAL_AMOUNT_TOO_HIGH') {
            void queryClient.invalidateQueries({
              queryKey: terminalMeQueryOptions(terminalKey).queryKey,
            });
          }
          if (current.current.idempotencyKey === key) dispatch({ type: 'failed', code, status });
        },
      );
    },
    [queryClient, terminalKey],
  );

  const requestStart = useCallback(
    (key: string, amountCents: number) =>
      send(
        key,
        () => startTerminalPayment(terminalKey, amountCents, key),
        (payment) => dispatch({ type: 'started', payment }),
      ),
    [send, terminalKey],
  );

  const requestConfirm = useCallback(
    (sale: SaleState, cardId: string, pin?: string) => {
      const id = sale.payment?.id;
      if (!id) return;
      send(
        sale.idempotencyKey,
        () => confirmTerminalPayment(terminalKey, id, { paymentMethodId: cardId, pin }),
        (payment) => {
          dispatch({ type: 'paid', payment });
          readSalesAgain();
        },
      );
    },
    [readSalesAgain, send, terminalKey],
  );

  // While checking: ask, wait, ask again, until an answer moves the sale on.
  // One call at a time; a failed call (no network) is simply asked again.
  const checkingId = state.step === 'checking' ? (state.payment?.id ?? null) : null;
  useEffect(() => {
    if (!checkingId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = () => {
      getTerminalPayment(terminalKey, checkingId).then(
        (payment) => {
          if (stopped) return;
          dispatch({ type: 'checked', payment });
          if (payment.state !== 'UNKNOWN' && payment.state !== 'CHARGING') readSalesAgain();
          timer = setTimeout(ask, CHECK_EVERY_MS);
        },
        (error: unknown) => {
          if (stopped) return;
          if (normaliseError(error).code === 'TERMINAL_UNAUTHORIZED') {
            unauthorized.current();
            return;
          }
          timer = setTimeout(ask, CHECK_EVERY_MS);
        },
      );
    };
    ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [checkingId, readSalesAgain, terminalKey]);

  const pressAmountKey = useCallback((key: AmountKey) => dispatch({ type: 'amount-key', key }), []);

  const start = useCallback(() => {
    const sale = current.current;
    const key = saleKey(sale, crypto.randomUUID());
    dispatch({ type: 'start', newKey: key });
    // The reducer refuses an empty amount or one above the maximum; so does the request.
    if (canStart(sale)) requestStart(key, sale.amountCents);
  }, [requestStart]);

  const sendPhoto = useCallback(
    (image: string, help: FaceHelp = {}, frames: string[] = []) => {
      const sale = current.current;
      const id = sale.payment?.id;
      if (sale.step !== 'face' || !id) return;
      dispatch({ type: 'photo-sent' });
      send(
        sale.idempotencyKey,
        () =>
          sendTerminalFace(terminalKey, id, {
            image,
            ...help,
            ...(frames.length > 0 ? { frames } : {}),
          }),
        (payment) => {
          // A 200 always names the customer; were it not to, it is no match.
          if (payment.customer) dispatch({ type: 'identified', payment });
          else dispatch({ type: 'failed', code: 'TERMINAL_PAYMENT_NO_MATCH', status: 422 });
        },
      );
    },
    [send, terminalKey],
  );

  // The head turn's frames: any answer but the payment (expired, used, not
  // found, no network) leads to the PIN, so the sale is never lost.
  const sendChallenge = useCallback(
    (frames: string[]) => {
      const sale = current.current;
      const id = sale.payment?.id;
      const challengeId = sale.payment?.challenge?.challengeId;
      if (sale.step !== 'challenge' || !id || !challengeId) return;
      dispatch({ type: 'challenge-sent' });
      const key = sale.idempotencyKey;
      void preloadErrorCatalogue();
      sendTerminalChallenge(terminalKey, id, { challengeId, frames }).then(
        (payment) => {
          if (current.current.idempotencyKey === key)
            dispatch({ type: 'challenge-answered', payment });
        },
        (error: unknown) => {
          if (normaliseError(error).code === 'TERMINAL_UNAUTHORIZED') {
            unauthorized.current();
            return;
          }
          if (current.current.idempotencyKey === key)
            dispatch({ type: 'challenge-dropped', missed: true });
        },
      );
    },
    [terminalKey],
  );

  const chooseCard = useCallback(
    (cardId: string) => {
      const sale = current.current;
      dispatch({ type: 'card-chosen', cardId });
      const customer = sale.payment?.customer;
      if (sale.step === 'confirm' && customer && !customer.pinRequired)
        requestConfirm(sale, cardId);
    },
    [requestConfirm],
  );

  const enterPin = useCallback(
    (pin: string) => {
      const sale = current.current;
      if (sale.step !== 'pin' || !sale.cardId) return;
      dispatch({ type: 'confirm-sent' });
      requestConfirm(sale, sale.cardId, pin);
    },
    [requestConfirm],
  );

  const retry = useCallback(() => {
    const sale = current.current;
    dispatch({ type: 'retry' });
    if (sale.step !== 'failure') return;
    const next = sale.failure?.next;
    if (next === 'retry-start' && sale.idempotencyKey)
      requestStart(sale.idempotencyKey, sale.amountCents);
    if (next === 'charge-anyway' && sale.cardId && !sale.payment?.customer?.pinRequired)
      requestConfirm(sale, sale.cardId);
  }, [requestConfirm, requestStart]);

  const confirmCancel = useCallback(() => {
    const { cancel } = current.current;
    if (cancel.view !== 'confirming') return;
    dispatch({ type: 'cancel-sent' });
    void preloadErrorCatalogue();
    void cancelTerminalPayment(terminalKey, cancel.sale.paymentId)
      .then(
        () => dispatch({ type: 'cancel-done' }),
        (error: unknown) => {
          const code: ErrorCode = normaliseError(error).code;
          if (code === 'TERMINAL_UNAUTHORIZED') unauthorized.current();
          else dispatch({ type: 'cancel-failed', code });
        },
      )
      // Canceled or refused (e.g. refunded meanwhile in the portal), the list is read again.
      .finally(readSalesAgain);
  }, [readSalesAgain, terminalKey]);

  return {
    state,
    pressAmountKey,
    start,
    sendPhoto,
    sendChallenge,
    /** The cashier's "Usar senha": no turn, the PIN. */
    skipChallenge: () => dispatch({ type: 'challenge-dropped', missed: false }),
    chooseCard,
    enterPin,
    retry,
    confirmCancel,
    back: () => dispatch({ type: 'back' }),
    newSale: () => dispatch({ type: 'new-sale' }),
    askCancel: (sale: TerminalSale) => dispatch({ type: 'cancel-asked', sale }),
    dismissCancel: () => dispatch({ type: 'cancel-dismissed' }),
  };
}
