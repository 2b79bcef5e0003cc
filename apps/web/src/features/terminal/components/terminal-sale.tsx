// One screen per step of the sale machine, for a signed-in terminal.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useSale } from '../hooks/use-sale';
import { canStart } from '../stores/sale-machine';
import { AmountPad } from './amount-pad';
import { CancelLastDialog } from './cancel-last-dialog';
import { ConfirmStep } from './confirm-step';
import { FaceStep } from './face-step';
import { FailureStep, SuccessStep } from './outcome-step';
import { PinStep } from './pin-step';
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
  const sale = useSale(terminalKey, onUnauthorized);
  const { state } = sale;
  const customer = state.payment?.customer ?? null;

  switch (state.step) {
    case 'amount':
      return (
        <div className={styles.amountScreen}>
          <h1 className={`${styles.title} ${styles.titleArea}`}>{t('terminal.amount.title')}</h1>
          <AmountPad
            cents={state.amountCents}
            keyboard={state.cancel.view === 'idle'}
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
            {state.lastPaidId && (
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={sale.askCancel}
              >
                {t('terminal.cancel.open')}
              </button>
            )}
          </div>
          {state.cancel.view !== 'idle' && (
            <CancelLastDialog
              cancel={state.cancel}
              onConfirm={sale.cancelLast}
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
          onPin={sale.enterPin}
          onOtherCard={sale.back}
        />
      ) : null;
    case 'charging':
      return <Busy label={t('terminal.charging')} />;
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
          next={state.failure.next}
          onNext={sale.retry}
          onNewSale={sale.newSale}
        />
      ) : null;
  }
}
