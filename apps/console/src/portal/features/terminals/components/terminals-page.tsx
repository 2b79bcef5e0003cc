// Terminais: the shop's terminals (name, key prefix, PIN, last use,
// situation). The owner makes new ones, revokes and rotates their keys; a new
// key is shown once, in its own panel, and forgotten when it closes. A
// cashier sees the list only.
import type { ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table';
import { NewTerminalForm } from '../../../../components/new-terminal-form';
import { Page } from '../../../../components/page';
import { ErrorAlert, Loading } from '../../../../components/status';
import { TerminalKeyPanel, type TerminalWithKey } from '../../../../components/terminal-key-panel';
import { formatDateTime } from '../../../../lib/format-time';
import { usePortalStore } from '../../../lib/portal-store';
import { useSignedInShopUser } from '../../../lib/queries/shop-me';
import { useShopTerminals } from '../../../lib/queries/shop-terminals';
import { useCreateTerminal } from '../api/create-terminal';
import { ChangeTerminalDialog, type TerminalChangeKind } from './change-terminal-dialog';

type Opened =
  | { name: 'create' }
  | { name: 'key'; created: TerminalWithKey }
  | { name: 'change'; terminal: ConsoleTerminal; kind: TerminalChangeKind };

/** The form with its own call: each opening starts without the last one's failure. */
function CreateTerminalForm(props: Omit<Parameters<typeof NewTerminalForm>[0], 'create'>) {
  const create = useCreateTerminal();
  return <NewTerminalForm create={create} {...props} />;
}

export function TerminalsPage() {
  const { t } = useTranslation();
  const language = usePortalStore((state) => state.language);
  const { user } = useSignedInShopUser();
  const owner = user.role === 'owner';
  const terminals = useShopTerminals();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [revoked, setRevoked] = useState(false);
  /** The button that opened a panel: focus goes back there when it closes. */
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: Opened, from: HTMLElement) => {
    opener.current = from;
    setRevoked(false);
    setOpened(next);
  };
  const close = () => {
    setOpened(null);
    opener.current?.focus();
  };

  return (
    <Page
      title={t('portal.terminals.title')}
      actions={
        owner && (
          <button
            type="button"
            className="button"
            onClick={(event) => open({ name: 'create' }, event.currentTarget)}
          >
            {t('shops.terminals.new')}
          </button>
        )
      }
    >
      {!owner && <p className="muted">{t('portal.terminals.ownerOnly')}</p>}
      <p className="visually-hidden" role="status">
        {revoked ? t('shops.terminals.revoked') : ''}
      </p>
      {opened?.name === 'create' && (
        <CreateTerminalForm
          onCreated={(created) => setOpened({ name: 'key', created })}
          onCancel={close}
        />
      )}
      {opened?.name === 'key' && <TerminalKeyPanel created={opened.created} onDone={close} />}
      {opened?.name === 'change' && (
        <ChangeTerminalDialog
          key={`${opened.terminal.id}-${opened.kind}`}
          terminal={opened.terminal}
          kind={opened.kind}
          onRevoked={() => {
            setOpened(null);
            setRevoked(true);
          }}
          onRotated={(rotated) => setOpened({ name: 'key', created: rotated })}
          onClose={() => setOpened(null)}
        />
      )}
      {terminals.isPending ? (
        <Loading label={t('portal.terminals.loading')} />
      ) : terminals.isError ? (
        <ErrorAlert error={terminals.error} onRetry={() => void terminals.refetch()} />
      ) : terminals.data.length === 0 ? (
        <p role="status">{t('portal.terminals.empty')}</p>
      ) : (
        <DataTable
          caption={t('shops.terminals.listLabel')}
          captionHidden
          columns={[
            t('shops.terminals.name'),
            t('shops.terminals.keyPrefix'),
            t('shops.terminals.pin'),
            t('shops.terminals.lastUse'),
            t('portal.terminals.status'),
            ...(owner ? [t('shops.terminals.actions')] : []),
          ]}
        >
          {terminals.data.map((terminal) => (
            <tr key={terminal.id}>
              <th scope="row">{terminal.name}</th>
              <td className="mono nowrap">rosto_term_{terminal.keyPrefix}…</td>
              <td>
                {terminal.requirePin
                  ? t('shops.terminals.pinAlways')
                  : t('shops.terminals.pinNever')}
              </td>
              <td>
                {terminal.lastUsedAt === null
                  ? t('shops.neverUsed')
                  : formatDateTime(terminal.lastUsedAt, language)}
              </td>
              <td>
                {terminal.revokedAt === null ? (
                  <span className="badge badge-on">{t('portal.terminals.active')}</span>
                ) : (
                  <span className="badge badge-off">{t('portal.terminals.revoked')}</span>
                )}
              </td>
              {owner && (
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
              )}
            </tr>
          ))}
        </DataTable>
      )}
    </Page>
  );
}
