// What the receipt's layout hands its tabs (receipt, map, help): the payment
// it loaded and the place's location (undefined while it loads, null unknown).
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { useOutletContext } from 'react-router';
import type { PlaceLocation } from '../../../lib/transactions/place-location';

export interface PaymentContext {
  transaction: Transaction;
  placeLocation: PlaceLocation | null | undefined;
}

export function usePaymentContext(): PaymentContext {
  return useOutletContext<PaymentContext>();
}
