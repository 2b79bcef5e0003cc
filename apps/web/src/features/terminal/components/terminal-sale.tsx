// One screen per step of the sale machine, for a signed-in terminal. Between
// sales, today's sales of this till: the whole list in a dialog, and the last
// one's cancel as a shortcut (the last sale is the list's first).
import { formatMoney } from '@rosto/contract/format-money';
import { useState } from 'react';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { Spinner } from '../../../components/ui/spinner';
import { useTerminalMe } from '../api/get-terminal-me';
import { useTerminalSales } from '../api/get-terminal-sales';
import { useSale } from '../hooks/use-sale';
import { useUnauthorizedQuery } from '../hooks/use-unauthorized-query';
import { canStart } from '../stores/sale-machine';
import { AmountPad } from './amount-pad';
import { CancelSaleDialog } from './cancel-sale-dialog';
import { ChallengeStep } from './challenge-step';
import { CheckingStep } from './checking-step';
import { ConfirmStep } from './confirm-step';
import { FaceStep } from './face-step';
import { FailureStep, SuccessStep } from './outcome-step';
import { PinStep } from './pin-step';
import { SalesPanel } from './sales-panel';
import styles from './terminal.module.css';

function Busy({ label }: { label: string }) {
  return (
    <div className={styles.center}>
      <Spinner label={label} />
      <p className={styles.text} aria-hidden="true">
        {label}
      </p>
    </div>
  );
}

export function TerminalSale({
  terminalKey,
  onUnauthorized,
}: {
  terminalKey: string;
  onUnauthorized: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const maxAmountCents = useTerminalMe(terminalKey).data?.shop.maxAmountCents ?? null;
  const sale = useSale(terminalKey, onUnauthorized, maxAmountCents);
  const sales = useTerminalSales(terminalKey);
  useUnauthorizedQuery(sales.error, onUnauthorized);
  const [salesOpen, setSalesOpen] = useState(false);
  const { state } = sale;
  const customer = state.payment?.customer ?? null;
  const lastSale = sales.data?.[0];

  switch (state.step) {
    case 'amount':
      return (
        <div className={styles.amountScreen}>
          <h1 className={`${styles.title} ${styles.titleArea}`}>{t('terminal.amount.title')}</h1>
          <AmountPad
            cents={state.amountCents}
            maxCents={state.maxAmountCents}
            keyRefused={state.keyRefused}
            keyboard={state.cancel.view === 'idle' && !salesOpen}
            onKey={sale.pressAmountKey}
            onSubmit={sale.start}
          />
          <div className={`${styles.actions} ${styles.actionsArea}`}>
            <button
              type="button"
              className={`button button--primary button--block ${styles.big}`}
              disabled={!canStart(state)}
              onClick={sale.start}
            >
              {t('terminal.amount.charge')}
            </button>
            <div className={styles.saleLinks}>
              <button
                type="button"
                className="button button--secondary"
                aria-haspopup="dialog"
                onClick={() => setSalesOpen(true)}
              >
                {t('terminal.amount.sales')}
              </button>
              {lastSale?.cancelable && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => sale.askCancel(lastSale)}
                >
                  {t('terminal.cancel.open')}
                </button>
              )}
            </div>
          </div>
          {/* One dialog at a time: the cancel question takes the list's place, which comes back after it. */}
          {salesOpen && state.cancel.view === 'idle' && (
            <SalesPanel
              terminalKey={terminalKey}
              onCancel={sale.askCancel}
              onClose={() => setSalesOpen(false)}
            />
          )}
          {state.cancel.view !== 'idle' && (
            <CancelSaleDialog
              cancel={state.cancel}
              onConfirm={sale.confirmCancel}
              onClose={sale.dismissCancel}
            />
          )}
        </div>
      );
    case 'starting':
      return <Busy label={t('terminal.amount.starting')} />;
    case 'face':
    case 'identifying':
      return (
        <FaceStep
          amountCents={state.amountCents}
          identifying={state.step === 'identifying'}
          onPhoto={sale.sendPhoto}
          onBack={sale.back}
        />
      );
    case 'challenge':
    case 'proving':
      return state.payment?.challenge ? (
        <ChallengeStep
          action={state.payment.challenge.action}
          expiresAt={state.payment.challenge.expiresAt}
          sending={state.step === 'proving'}
          onFrames={sale.sendChallenge}
          onUsePin={sale.skipChallenge}
        />
      ) : null;
    case 'confirm':
      return customer ? (
        <ConfirmStep
          customer={customer}
          amountCents={state.amountCents}
          onChoose={sale.chooseCard}
          onNotCustomer={sale.back}
          onNewSale={sale.newSale}
        />
      ) : null;
    case 'pin':
      return customer ? (
        <PinStep
          firstName={customer.firstName}
          amountCents={state.amountCents}
          challengeMissed={state.challengeMissed}
          onPin={sale.enterPin}
          onOtherCard={sale.back}
        />
      ) : null;
    case 'charging':
      return <Busy label={t('terminal.charging')} />;
    case 'checking':
      return <CheckingStep settleBy={state.settleBy} />;
    case 'success':
      return (
        <SuccessStep
          amountCents={state.payment?.amountCents ?? state.amountCents}
          firstName={customer?.firstName ?? ''}
          onNewSale={sale.newSale}
        />
      );
    case 'failure':
      return state.failure ? (
        <FailureStep
          code={state.failure.code}
          detail={
            state.failure.code === 'TERMINAL_AMOUNT_TOO_HIGH' && state.maxAmountCents !== null
              ? t('terminal.amount.max', { max: formatMoney(state.maxAmountCents, language) })
              : null
          }
          next={state.failure.next}
          onNext={sale.retry}
          onNewSale={sale.newSale}
        />
      ) : null;
  }
}
