// Revoke a terminal, or give it a new key: asked once more in a dialog, since
// neither can be undone. A rotation's new key goes to the page (shown once).
import type { ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { TerminalWithKey } from '../../../../components/terminal-key-panel';
import type { TerminalChangeKind } from '../../../../components/terminals-table';
import { useRevokeTerminal, useRotateTerminal } from '../api/change-terminal';

interface ChangeTerminalDialogProps {
  terminal: ConsoleTerminal;
  kind: TerminalChangeKind;
  onRevoked: () => void;
  onRotated: (rotated: TerminalWithKey) => void;
  onClose: () => void;
}

export function ChangeTerminalDialog({
  terminal,
  kind,
  onRevoked,
  onRotated,
  onClose,
}: ChangeTerminalDialogProps) {
  const { t } = useTranslation();
  const revoke = useRevokeTerminal(terminal.id);
  const rotate = useRotateTerminal(terminal.id);
  return (
    <ConfirmDialog
      title={t(`shops.terminals.${kind}Of`, { name: terminal.name })}
      text={t(`shops.terminals.${kind}Text`)}
      confirmLabel={t(`shops.terminals.${kind}`)}
      pendingLabel={t('portal.terminals.changing')}
      call={kind === 'revoke' ? revoke : rotate}
      danger={kind === 'revoke'}
      onConfirm={() => {
        if (kind === 'revoke') revoke.mutate(undefined, { onSuccess: onRevoked });
        else rotate.mutate(undefined, { onSuccess: onRotated });
      }}
      onClose={onClose}
    />
  );
}
