// Payments grouped by São Paulo day, newest first, under relative headings
// ("Hoje", "Ontem", then the date) with relative times for today (docs/spec/wallet-checklist.md
// §2). Each day is a heading and a list labelled by it, so a screen reader
// can jump from day to day and hears how many payments each has.
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { useId, useMemo } from 'react';
import { useTranslation, useLanguage } from '../../lib/i18n';
import '../../lib/locales/payments';
import { groupTransactionsByDay } from '../../lib/transactions/day-groups';
import { useNow } from '../../lib/transactions/use-now';
import { TransactionRow } from './transaction-row';
import styles from './transaction-day-list.module.css';

export function TransactionDayList({
  transactions,
  headingLevel = 2,
}: {
  transactions: readonly Transaction[];
  /** The level of the day headings under the screen's own headings. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow();
  const idPrefix = useId();
  const groups = useMemo(
    () =>
      groupTransactionsByDay(transactions, {
        now,
        language,
        labels: { today: t('payments.today'), yesterday: t('payments.yesterday') },
      }),
    [transactions, now, language, t],
  );
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={styles.days}>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.day}`;
        return (
          <section key={group.day} className={styles.day} data-day={group.day}>
            <Heading id={headingId} className={styles.heading}>
              {group.heading}
            </Heading>
            <ul className={styles.list} aria-labelledby={headingId}>
              {group.items.map(({ transaction, time }) => (
                <li key={transaction.id}>
                  <TransactionRow transaction={transaction} time={time} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
