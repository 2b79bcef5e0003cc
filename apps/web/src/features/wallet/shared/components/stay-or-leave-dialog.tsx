// A confirmation before leaving a flow half done (docs/spec/wallet-checklist.md §2): staying is the
// first and primary choice, and Escape or a tap outside stays too, so only an
// explicit tap on the second button leaves.
import { Modal, modalStyles } from '../../../../components/ui/modal';

export function StayOrLeaveDialog({
  title,
  text,
  stayLabel,
  leaveLabel,
  onStay,
  onLeave,
}: {
  title: string;
  text: string;
  stayLabel: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal role="alertdialog" title={title} onClose={onStay}>
      <p className={modalStyles.text}>{text}</p>
      <div className={modalStyles.actions}>
        <button type="button" className="button button--primary button--block" onClick={onStay}>
          {stayLabel}
        </button>
        <button type="button" className="button button--ghost button--block" onClick={onLeave}>
          {leaveLabel}
        </button>
      </div>
    </Modal>
  );
}
