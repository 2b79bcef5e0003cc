// Revoke a terminal, or give it a new key: asked once more in a dialog, since
// neither can be undone. A rotation's new key goes to the page (shown once).
import type { ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog';
import { FormActions } from '../../../../components/form-actions';
import { ErrorAlert } from '../../../../components/status';
import type { TerminalWithKey } from '../../../../components/terminal-key-panel';
import { useRevokeTerminal, useRotateTerminal } from '../api/change-terminal';

export type TerminalChangeKind = 'revoke' | 'rotate';

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
  const change = kind === 'revoke' ? revoke : rotate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'revoke') revoke.mutate(undefined, { onSuccess: onRevoked });
    else rotate.mutate(undefined, { onSuccess: onRotated });
  };

  return (
    <Dialog
      title={
        kind === 'revoke'
          ? t('shops.terminals.revokeOf', { name: terminal.name })
          : t('shops.terminals.rotateOf', { name: terminal.name })
      }
      onClose={onClose}
    >
      <p>{kind === 'revoke' ? t('shops.terminals.revokeText') : t('shops.terminals.rotateText')}</p>
      <form onSubmit={submit}>
        <ErrorAlert error={change.error} />
        <FormActions
          submitLabel={
            kind === 'revoke' ? t('shops.terminals.revoke') : t('shops.terminals.rotate')
          }
          pendingLabel={t('portal.terminals.changing')}
          isPending={change.isPending}
          danger={kind === 'revoke'}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
