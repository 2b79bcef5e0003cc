// The selection of /carteira/adicionar (docs/spec/wallet-checklist.md §2): the credit card (with
// its brands, or why it is disabled: the limit or the waiting days, numbers
// from the server), the store cards and the food voucher from the authorizer
// list with their icons, and two interest-only entries: other food vouchers
// and the debit card.
import type { Authorizer, PaymentMethodStatus } from '@rosto/contract/schemas/payment-methods';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { StepLayout } from '../../../../components/ui/step-layout';
import '../../../../lib/locales/wallet-add';
import {
  type ChosenAddMode,
  type CreditCardBlock,
  creditCardBlock,
  groupAuthorizers,
} from '../utils/add-mode';
import { DebitInterestDialog, FoodVoucherInterestDialog } from './add-interest-dialogs';
import styles from './add-screens.module.css';

function CardGlyph() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
      <rect
        x="2.5"
        y="5"
        width="19"
        height="14"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M2.5 9.5h19M6 15h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M9 5l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An authorizer's icon (served by the web app); a missing file leaves the slot empty. */
function AuthorizerIcon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img src={src} alt="" onError={() => setFailed(true)} />;
}

function Option({
  icon,
  title,
  hint,
  blocked,
  disabled = false,
  onClick,
  haspopup = false,
}: {
  icon: ReactNode;
  title: string;
  hint?: ReactNode;
  /** Why it cannot be chosen now (part of the button's name). */
  blocked?: string | null;
  disabled?: boolean;
  onClick: () => void;
  haspopup?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        className={styles.option}
        disabled={disabled}
        onClick={onClick}
        aria-haspopup={haspopup ? 'dialog' : undefined}
      >
        <span className={styles.optionIcon}>{icon}</span>
        <span className={styles.optionText}>
          <span className={styles.optionTitle}>{title}</span>
          {blocked ? (
            <span className={styles.optionBlocked}>{blocked}</span>
          ) : (
            hint && <span className={styles.optionHint}>{hint}</span>
          )}
        </span>
        {!disabled && <Chevron />}
      </button>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.options}>{children}</ul>
    </section>
  );
}

function useBlockText(block: CreditCardBlock | null): string | null {
  const { t } = useTranslation();
  if (!block) return null;
  switch (block.reason) {
    case 'wait':
      return t('walletAdd.selection.waitDays', { count: block.days });
    case 'limit':
      return t('walletAdd.selection.limitReached', { count: block.cards });
    case 'unavailable':
      return t('walletAdd.selection.unavailable');
  }
}

export function AddSelection({
  authorizers,
  status,
  onChoose,
  headerEnd,
}: {
  /** What the stage offers (already filtered for the demo). */
  authorizers: readonly Authorizer[];
  status: PaymentMethodStatus | null;
  onChoose: (mode: ChosenAddMode) => void;
  headerEnd: ReactNode;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'debit' | 'food' | null>(null);
  const groups = groupAuthorizers(authorizers);
  const block = creditCardBlock(authorizers, status);
  const blockText = useBlockText(block);
  const creditNames = groups.credit.map((item) => item.name).join(', ');

  return (
    <StepLayout
      pageTitle={t('walletAdd.pageTitle')}
      title={t('walletAdd.selection.title')}
      subtitle={t('walletAdd.selection.subtitle')}
      headerEnd={headerEnd}
    >
      <div className={styles.sections}>
        <Section title={t('walletAdd.selection.creditSection')}>
          <Option
            icon={<CardGlyph />}
            title={t('walletAdd.selection.creditCard')}
            blocked={blockText}
            disabled={block !== null}
            hint={
              <>
                <span className="visually-hidden">{creditNames}</span>
                <span className={styles.brands} aria-hidden="true">
                  {groups.credit.map((item) => (
                    <AuthorizerIcon key={item.id} src={item.icon.single} />
                  ))}
                </span>
              </>
            }
            onClick={() => onChoose('credit-card')}
          />
        </Section>

        {groups.store.length > 0 && (
          <Section title={t('walletAdd.selection.storeSection')}>
            {groups.store.map((item) => (
              <Option
                key={item.id}
                icon={<AuthorizerIcon src={item.icon.single} />}
                title={item.metadata?.cardName ?? item.name}
                hint={
                  item.id === 'SENFF'
                    ? t('walletAdd.selection.senffHint')
                    : t('walletAdd.selection.dmCardHint')
                }
                blocked={item.disabled ? t('walletAdd.selection.unavailable') : null}
                disabled={item.disabled}
                onClick={() => onChoose(item.id === 'SENFF' ? 'senff' : 'dm-card')}
              />
            ))}
          </Section>
        )}

        <Section title={t('walletAdd.selection.foodSection')}>
          {groups.foodVoucher && (
            <Option
              icon={<AuthorizerIcon src={groups.foodVoucher.icon.single} />}
              title={groups.foodVoucher.name}
              hint={t('walletAdd.selection.greenHint')}
              blocked={groups.foodVoucher.disabled ? t('walletAdd.selection.unavailable') : null}
              disabled={groups.foodVoucher.disabled}
              onClick={() => onChoose('food-voucher')}
            />
          )}
          <Option
            icon={<CardGlyph />}
            title={t('walletAdd.selection.foodOther')}
            hint={t('walletAdd.selection.foodOtherHint')}
            haspopup
            onClick={() => setDialog('food')}
          />
        </Section>

        <Section title={t('walletAdd.selection.otherSection')}>
          <Option
            icon={<CardGlyph />}
            title={t('walletAdd.selection.debitCard')}
            hint={t('walletAdd.selection.debitCardHint')}
            haspopup
            onClick={() => setDialog('debit')}
          />
        </Section>
      </div>

      {dialog === 'debit' && <DebitInterestDialog onClose={() => setDialog(null)} />}
      {dialog === 'food' && <FoodVoucherInterestDialog onClose={() => setDialog(null)} />}
    </StepLayout>
  );
}

/** The selection's shape while the authorizers and the limit load. */
export function AddSelectionSkeleton({ headerEnd }: { headerEnd: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StepLayout
      pageTitle={t('walletAdd.pageTitle')}
      title={t('walletAdd.selection.title')}
      subtitle={t('walletAdd.selection.subtitle')}
      headerEnd={headerEnd}
    >
      <div className={styles.sections} aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('walletAdd.loading')}
        </p>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={styles.skeleton} />
        ))}
      </div>
    </StepLayout>
  );
}
