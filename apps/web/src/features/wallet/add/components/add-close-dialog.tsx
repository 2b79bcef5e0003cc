// Leaving the add screen in the middle of a registration (docs/spec/wallet-checklist.md §2): a
// dialog asks whether to add the card later.
import { useTranslation } from '../../../../lib/i18n';
import '../../../../lib/locales/wallet-add';
import { StayOrLeaveDialog } from '../../shared/components/stay-or-leave-dialog';

export function AddCloseDialog({ onLater, onStay }: { onLater: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <StayOrLeaveDialog
      title={t('walletAdd.closeConfirm.title')}
      text={t('walletAdd.closeConfirm.text')}
      stayLabel={t('walletAdd.closeConfirm.stay')}
      leaveLabel={t('walletAdd.closeConfirm.later')}
      onStay={onStay}
      onLeave={onLater}
    />
  );
}
