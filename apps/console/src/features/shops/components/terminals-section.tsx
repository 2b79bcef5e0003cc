// A shop's terminals: name, key prefix, PIN, created, last use, revoked; a new
// terminal and, for each working key, revoke and rotate. A new key is shown
// once, in its own panel, and forgotten when the panel closes.
import type { ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { NewTerminalForm } from '../../../components/new-terminal-form';
import { TerminalKeyPanel, type TerminalWithKey } from '../../../components/terminal-key-panel';
import { useConsoleStore } from '../../../lib/console-store';
import { formatDateTime } from '../../../lib/format-time';
import { useCreateTerminal } from '../api/create-terminal';
import { ChangeTerminalForm, type TerminalChangeKind } from './change-terminal-form';

type OpenPanel =
  | { name: 'create' }
  | { name: 'key'; created: TerminalWithKey }
  | { name: 'change'; terminal: ConsoleTerminal; kind: TerminalChangeKind };

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
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const [revoked, setRevoked] = useState(false);
  /** The button that opened the panel: focus goes back there when it closes. */
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: OpenPanel, from: HTMLElement) => {
    opener.current = from;
    setRevoked(false);
    setPanel(next);
  };
  const close = () => {
    setPanel(null);
    opener.current?.focus();
  };
  const time = (iso: string | null, none: string) =>
    iso === null ? none : formatDateTime(iso, language);

  return (
    <section aria-labelledby="terminals-title" className="terminals">
      <div className="section-header">
        <h2 id="terminals-title">{t('shops.terminals.title')}</h2>
        <button
          type="button"
          className="button"
          onClick={(event) => open({ name: 'create' }, event.currentTarget)}
        >
          {t('shops.terminals.new')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {revoked ? t('shops.terminals.revoked') : ''}
      </p>
      {panel?.name === 'create' && (
        <CreateTerminalForm
          shopId={shopId}
          onCreated={(created) => setPanel({ name: 'key', created })}
          onCancel={close}
        />
      )}
      {panel?.name === 'key' && <TerminalKeyPanel created={panel.created} onDone={close} />}
      {panel?.name === 'change' && (
        <ChangeTerminalForm
          key={`${panel.terminal.id}-${panel.kind}`}
          shopId={shopId}
          terminal={panel.terminal}
          kind={panel.kind}
          onRevoked={() => {
            close();
            setRevoked(true);
          }}
          onRotated={(rotated) => setPanel({ name: 'key', created: rotated })}
          onCancel={close}
        />
      )}
      {terminals.length === 0 ? (
        <p className="muted">{t('shops.terminals.empty')}</p>
      ) : (
        <DataTable
          caption={t('shops.terminals.listLabel')}
          columns={[
            t('shops.terminals.name'),
            t('shops.terminals.keyPrefix'),
            t('shops.terminals.pin'),
            t('shops.terminals.createdAt'),
            t('shops.terminals.lastUse'),
            t('shops.terminals.revokedAt'),
            t('shops.terminals.actions'),
          ]}
        >
          {terminals.map((terminal) => (
            <tr key={terminal.id}>
              <th scope="row">{terminal.name}</th>
              <td className="mono nowrap">rosto_term_{terminal.keyPrefix}…</td>
              <td>
                {terminal.requirePin
                  ? t('shops.terminals.pinAlways')
                  : t('shops.terminals.pinNever')}
              </td>
              <td>{formatDateTime(terminal.createdAt, language)}</td>
              <td>{time(terminal.lastUsedAt, t('shops.neverUsed'))}</td>
              <td>
                {terminal.revokedAt === null ? (
                  <span className="badge badge-on">{t('shops.terminals.active')}</span>
                ) : (
                  <span className="badge badge-off">
                    {formatDateTime(terminal.revokedAt, language)}
                  </span>
                )}
              </td>
              <td className="row-actions">
                {terminal.revokedAt === null && (
                  <div>
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={t('shops.terminals.rotateOf', { name: terminal.name })}
                      onClick={(event) =>
                        open({ name: 'change', terminal, kind: 'rotate' }, event.currentTarget)
                      }
                    >
                      {t('shops.terminals.rotate')}
                    </button>
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={t('shops.terminals.revokeOf', { name: terminal.name })}
                      onClick={(event) =>
                        open({ name: 'change', terminal, kind: 'revoke' }, event.currentTarget)
                      }
                    >
                      {t('shops.terminals.revoke')}
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
