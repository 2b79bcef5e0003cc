// The bottom sheet of a card-add refusal that ends the attempt (docs/spec/wallet-checklist.md §4,
// §8): the description and sub-description of the error, and 'Ok, entendi.',
// which resets the form and goes back to the wallet. Closing it any other way
// (Escape, a tap outside) does the same: nothing in the form can fix it.
import type { CardErrorSheet } from '@rosto/contract/card-error-sheets';
import { useTranslation } from '../../../../lib/i18n';
import { Modal, modalStyles } from '../../../../components/ui/modal';
import '../../../../lib/locales/wallet-add';

export function AddErrorSheet({ sheet, onDone }: { sheet: CardErrorSheet; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal variant="sheet" role="alertdialog" title={sheet.description} onClose={onDone}>
      {sheet.subDescription && <p className={modalStyles.text}>{sheet.subDescription}</p>}
      <div className={modalStyles.actions}>
        <button type="button" className="button button--primary button--block" onClick={onDone}>
          {t('walletAdd.sheet.ok')}
        </button>
      </div>
    </Modal>
  );
}
