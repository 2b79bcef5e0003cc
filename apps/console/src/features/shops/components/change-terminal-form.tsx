// Revoke or rotate a terminal's key, with a reason the audit trail keeps. A
// rotation's new key goes to the page (shown once).
import type { ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { isReasonValid, ReasonField } from '../../../components/reason-field';
import { ErrorAlert } from '../../../components/status';
import { useRevokeTerminal, useRotateTerminal } from '../api/change-terminal';
import type { TerminalWithKey } from '../../../components/terminal-key-panel';
import type { TerminalChangeKind } from '../../../components/terminals-table';
import { FormActions } from '../../../components/form-actions';

interface ChangeTerminalFormProps {
  shopId: string;
  terminal: ConsoleTerminal;
  kind: TerminalChangeKind;
  onRevoked: () => void;
  onRotated: (rotated: TerminalWithKey) => void;
  onCancel: () => void;
}

export function ChangeTerminalForm({
  shopId,
  terminal,
  kind,
  onRevoked,
  onRotated,
  onCancel,
}: ChangeTerminalFormProps) {
  const { t } = useTranslation();
  const revoke = useRevokeTerminal(shopId, terminal.id);
  const rotate = useRotateTerminal(shopId, terminal.id);
  const change = kind === 'revoke' ? revoke : rotate;
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = !isReasonValid(reason);
    setInvalid(wrong);
    if (wrong) return;
    if (kind === 'revoke') revoke.mutate(reason.trim(), { onSuccess: onRevoked });
    else rotate.mutate(reason.trim(), { onSuccess: onRotated });
  };

  return (
    <Panel title={t(`shops.terminals.${kind}Of`, { name: terminal.name })}>
      <p>{t(`shops.terminals.${kind}Text`)}</p>
      <form onSubmit={submit} noValidate>
        <ReasonField value={reason} onChange={setReason} invalid={invalid} />
        <ErrorAlert error={change.error} />
        <FormActions
          submitLabel={t(`shops.terminals.${kind}`)}
          isPending={change.isPending}
          danger={kind === 'revoke'}
          onCancel={onCancel}
        />
      </form>
    </Panel>
  );
}
