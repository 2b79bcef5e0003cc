// The terminal's payment calls, each with the terminal's key as the bearer
// (decision 033) instead of a customer's session.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type {
  TerminalPaymentChallengeBody,
  TerminalPaymentConfirmBody,
  TerminalPaymentFaceBody,
} from '@rosto/contract/schemas/terminal-payments';
import { apiClient } from '../../../lib/api-client';

// The face search and a gateway charge can take a while; the shop waits.
const SLOW_CALL_MS = 60_000;

export const startTerminalPayment = (key: string, amountCents: number, idempotencyKey: string) =>
  apiClient.call(endpoints.terminalPaymentStart, {
    body: { amountCents, idempotencyKey },
    bearer: key,
  });

export const sendTerminalFace = (key: string, id: string, body: TerminalPaymentFaceBody) =>
  apiClient.call(endpoints.terminalPaymentFace, {
    params: { id },
    body,
    bearer: key,
    timeoutMs: SLOW_CALL_MS,
  });

/** The frames of the head turn the face step asked for (decision 062). */
export const sendTerminalChallenge = (
  key: string,
  id: string,
  body: TerminalPaymentChallengeBody,
) =>
  apiClient.call(endpoints.terminalPaymentChallenge, {
    params: { id },
    body,
    bearer: key,
    timeoutMs: SLOW_CALL_MS,
  });

export const confirmTerminalPayment = (key: string, id: string, body: TerminalPaymentConfirmBody) =>
  apiClient.call(endpoints.terminalPaymentConfirm, {
    params: { id },
    body,
    bearer: key,
    timeoutMs: SLOW_CALL_MS,
  });

/** The payment as it stands; one of unknown outcome is looked up at the gateway first. */
export const getTerminalPayment = (key: string, id: string) =>
  apiClient.call(endpoints.terminalPaymentGet, { params: { id }, bearer: key });

export const cancelTerminalPayment = (key: string, id: string) =>
  apiClient.call(endpoints.terminalPaymentCancel, { params: { id }, bearer: key });
