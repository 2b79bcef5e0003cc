// Terminais: the shop's terminals (name, key prefix, PIN, last use,
// situation). The owner makes new ones, revokes and rotates their keys; a new
// key is shown once, in its own panel, and forgotten when it closes. A
// cashier sees the list only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTerminalForm } from '../../../../components/new-terminal-form';
import { Page } from '../../../../components/page';
import { ErrorAlert, Loading } from '../../../../components/status';
import { TerminalKeyPanel } from '../../../../components/terminal-key-panel';
import {
  lastUseColumn,
  type TerminalPanel,
  TerminalsTable,
} from '../../../../components/terminals-table';
import { useOpenedPanel } from '../../../../lib/use-opened-panel';
import { usePortalStore } from '../../../lib/portal-store';
import { useSignedInShopUser } from '../../../lib/queries/shop-me';
import { useShopTerminals } from '../../../lib/queries/shop-terminals';
import { useCreateTerminal } from '../api/create-terminal';
import { ChangeTerminalDialog } from './change-terminal-dialog';

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
  const [revoked, setRevoked] = useState(false);
  const { opened, open, show, close, dismiss } = useOpenedPanel<TerminalPanel>({
    onOpen: () => setRevoked(false),
  });

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
          onCreated={(created) => show({ name: 'key', created })}
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
            dismiss();
            setRevoked(true);
          }}
          onRotated={(rotated) => show({ name: 'key', created: rotated })}
          onClose={dismiss}
        />
      )}
      {terminals.isPending ? (
        <Loading label={t('portal.terminals.loading')} />
      ) : terminals.isError ? (
        <ErrorAlert error={terminals.error} onRetry={() => void terminals.refetch()} />
      ) : terminals.data.length === 0 ? (
        <p role="status">{t('portal.terminals.empty')}</p>
      ) : (
        <TerminalsTable
          terminals={terminals.data}
          captionHidden
          columns={[
            lastUseColumn(t, language),
            {
              header: t('portal.terminals.status'),
              cell: (terminal) =>
                terminal.revokedAt === null ? (
                  <span className="badge badge-on">{t('portal.terminals.active')}</span>
                ) : (
                  <span className="badge badge-off">{t('portal.terminals.revoked')}</span>
                ),
            },
          ]}
          // Only the owner changes keys: a cashier's table has no actions.
          onChange={
            owner
              ? (terminal, kind, from) => open({ name: 'change', terminal, kind }, from)
              : undefined
          }
        />
      )}
    </Page>
  );
}
