// A shop's terminals: name, key prefix, PIN, created, last use, revoked; a new
// terminal and, for each working key, revoke and rotate. A new key is shown
// once, in its own panel, and forgotten when the panel closes.
import type { ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTerminalForm } from '../../../components/new-terminal-form';
import { Section } from '../../../components/section';
import { TerminalKeyPanel } from '../../../components/terminal-key-panel';
import {
  lastUseColumn,
  type TerminalPanel,
  TerminalsTable,
} from '../../../components/terminals-table';
import { useConsoleStore } from '../../../lib/console-store';
import { formatDateTime } from '../../../lib/format-time';
import { useOpenedPanel } from '../../../lib/use-opened-panel';
import { useCreateTerminal } from '../api/create-terminal';
import { ChangeTerminalForm } from './change-terminal-form';

/** The form with its own call: each opening starts without the last one's failure. */
function CreateTerminalForm({
  shopId,
  ...props
}: { shopId: string } & Omit<Parameters<typeof NewTerminalForm>[0], 'create'>) {
  const create = useCreateTerminal(shopId);
  return <NewTerminalForm create={create} {...props} />;
}

export function TerminalsSection({
  shopId,
  terminals,
}: {
  shopId: string;
  terminals: readonly ConsoleTerminal[];
}) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const [revoked, setRevoked] = useState(false);
  const { opened, open, show, close } = useOpenedPanel<TerminalPanel>({
    onOpen: () => setRevoked(false),
  });

  return (
    <Section
      title={t('shops.terminals.title')}
      className="terminals"
      actions={
        <button
          type="button"
          className="button"
          onClick={(event) => open({ name: 'create' }, event.currentTarget)}
        >
          {t('shops.terminals.new')}
        </button>
      }
    >
      <p className="visually-hidden" role="status">
        {revoked ? t('shops.terminals.revoked') : ''}
      </p>
      {opened?.name === 'create' && (
        <CreateTerminalForm
          shopId={shopId}
          onCreated={(created) => show({ name: 'key', created })}
          onCancel={close}
        />
      )}
      {opened?.name === 'key' && <TerminalKeyPanel created={opened.created} onDone={close} />}
      {opened?.name === 'change' && (
        <ChangeTerminalForm
          key={`${opened.terminal.id}-${opened.kind}`}
          shopId={shopId}
          terminal={opened.terminal}
          kind={opened.kind}
          onRevoked={() => {
            close();
            setRevoked(true);
          }}
          onRotated={(rotated) => show({ name: 'key', created: rotated })}
          onCancel={close}
        />
      )}
      {terminals.length === 0 ? (
        <p className="muted">{t('shops.terminals.empty')}</p>
      ) : (
        <TerminalsTable
          terminals={terminals}
          columns={[
            {
              header: t('shops.terminals.createdAt'),
              cell: (terminal) => formatDateTime(terminal.createdAt, language),
            },
            lastUseColumn(t, language),
            {
              header: t('shops.terminals.revokedAt'),
              cell: (terminal) =>
                terminal.revokedAt === null ? (
                  <span className="badge badge-on">{t('shops.terminals.active')}</span>
                ) : (
                  <span className="badge badge-off">
                    {formatDateTime(terminal.revokedAt, language)}
                  </span>
                ),
            },
          ]}
          onChange={(terminal, kind, from) => open({ name: 'change', terminal, kind }, from)}
        />
      )}
    </Section>
  );
}
