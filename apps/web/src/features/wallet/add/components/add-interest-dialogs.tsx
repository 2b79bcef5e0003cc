// Interest only (docs/spec/wallet-checklist.md §2): the debit card (a confirmation box; submit
// disabled until it is ticked) and the food vouchers the app does not take yet
// (submit disabled until one is picked). Each ends in a toast and an event.
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Modal, modalStyles } from '../../../../components/ui/modal';
import { track } from '../../../../lib/analytics';
import '../../../../lib/locales/wallet-add';
import { showSnackbar } from '../../../../lib/snackbar';
import {
  FOOD_VOUCHER_INTEREST_OPTIONS,
  type FoodVoucherInterest,
  addAnalyticsEvents,
  foodVoucherInterestList,
} from '../utils/add-mode';
import styles from './add-screens.module.css';

export function DebitInterestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <Modal title={t('walletAdd.debit.title')} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed) return;
          track(addAnalyticsEvents.debitCardInterest);
          showSnackbar(t('walletAdd.debit.thanks'), { variant: 'success' });
          onClose();
        }}
      >
        <p className={modalStyles.text}>{t('walletAdd.debit.text')}</p>
        <div className={styles.choices}>
          <label className="check-row">
            <input
              type="checkbox"
              className="check-row__box"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            <span>{t('walletAdd.debit.checkbox')}</span>
          </label>
        </div>
        <div className={modalStyles.actions}>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={!confirmed}
          >
            {t('walletAdd.debit.submit')}
          </button>
          <button type="button" className="button button--ghost button--block" onClick={onClose}>
            {t('walletAdd.debit.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function FoodVoucherInterestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const [picked, setPicked] = useState<ReadonlySet<FoodVoucherInterest>>(new Set());
  const toggle = (option: FoodVoucherInterest, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(option);
      else next.delete(option);
      return next;
    });
  return (
    <Modal title={t('walletAdd.foodInterest.title')} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (picked.size === 0) return;
          track(addAnalyticsEvents.foodVoucherInterest, {
            providers: foodVoucherInterestList(picked),
          });
          showSnackbar(t('walletAdd.foodInterest.thanks'), { variant: 'success' });
          onClose();
        }}
      >
        <p className={modalStyles.text}>{t('walletAdd.foodInterest.text')}</p>
        <fieldset className={styles.choices} aria-labelledby={legendId}>
          <legend id={legendId} className="visually-hidden">
            {t('walletAdd.foodInterest.options')}
          </legend>
          {FOOD_VOUCHER_INTEREST_OPTIONS.map((option) => (
            <label key={option} className="check-row">
              <input
                type="checkbox"
                className="check-row__box"
                checked={picked.has(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <span>{option === 'Outro' ? t('walletAdd.foodInterest.other') : option}</span>
            </label>
          ))}
        </fieldset>
        <div className={modalStyles.actions}>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={picked.size === 0}
          >
            {t('walletAdd.foodInterest.submit')}
          </button>
          <button type="button" className="button button--ghost button--block" onClick={onClose}>
            {t('walletAdd.foodInterest.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
