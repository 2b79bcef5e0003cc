// A payment's amount as the screens show it: without the minus the API's
// `amount` text carries ("-R$ 23,90", a debit; docs/spec/wallet-checklist.md §2 "Receipt and
// detail"). Written from the integer cents by the one money formatter
// (decision 005), so it is never negative and follows the user's language.
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { formatMoney } from '@rosto/contract/format-money';
import type { Language } from '../i18n';

export function transactionAmountText(
  transaction: Pick<Transaction, 'amountCents'>,
  language: Language,
): string {
  return formatMoney(Math.abs(transaction.amountCents), language);
}
