// Operadores (admin): every account with its roles, status and last sign-in;
// create one (its secrets shown once), change its roles, disable or enable
// it. Each change asks a reason, which the audit trail keeps.
import type { Operator } from '@rosto/contract/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { CredentialsPanel } from '../../../components/credentials-panel';
import { Page } from '../../../components/page';
import { RolesList } from '../../../components/roles-list';
import { ErrorAlert, Loading } from '../../../components/status';
import { useConsoleStore } from '../../../lib/console-store';
import { formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/queries/me';
import { useOperators } from '../../../lib/queries/operators';
import { useOpenedPanel } from '../../../lib/use-opened-panel';
import { ChangeOperatorForm, type OperatorChangeKind } from './change-operator-form';
import { CreateOperatorForm, type OperatorCredentials } from './create-operator-form';

/** The one panel open above the list, if any. */
type OpenPanel =
  | { name: 'create' }
  | { name: 'credentials'; credentials: OperatorCredentials }
  | { name: 'change'; operator: Operator; kind: OperatorChangeKind };

export function OperatorsPage() {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const me = useMe();
  const operators = useOperators();
  const [saved, setSaved] = useState(false);
  const { opened, open, show, close } = useOpenedPanel<OpenPanel>({
    onOpen: () => setSaved(false),
  });

  return (
    <Page
      title={t('operators.title')}
      actions={
        <button
          type="button"
          className="button"
          onClick={(event) => open({ name: 'create' }, event.currentTarget)}
        >
          {t('operators.new')}
        </button>
      }
    >
      <p className="visually-hidden" role="status">
        {saved ? t('operators.saved') : ''}
      </p>
      {opened?.name === 'create' && (
        <CreateOperatorForm
          onCreated={(credentials) => show({ name: 'credentials', credentials })}
          onCancel={close}
        />
      )}
      {opened?.name === 'credentials' && (
        <CredentialsPanel
          title={t('operators.credentialsTitle', { email: opened.credentials.operator.email })}
          credentials={opened.credentials}
          onDone={close}
        />
      )}
      {opened?.name === 'change' && (
        <ChangeOperatorForm
          key={`${opened.operator.id}-${opened.kind}`}
          operator={opened.operator}
          kind={opened.kind}
          onDone={() => {
            close();
            setSaved(true);
          }}
          onCancel={close}
        />
      )}
      {operators.data ? (
        <DataTable
          caption={t('operators.listLabel')}
          columns={[
            t('operators.email'),
            t('operators.roles'),
            t('operators.status'),
            t('operators.lastSignIn'),
            t('operators.actions'),
          ]}
        >
          {operators.data.map((operator) => {
            const self = operator.id === me.data?.id;
            return (
              <tr key={operator.id}>
                <th scope="row" className="operator-email">
                  {operator.email} {self && <span className="muted">{t('operators.you')}</span>}
                </th>
                <td>
                  <RolesList roles={operator.roles} label={t('operators.roles')} />
                </td>
                <td>
                  <span className={operator.disabled ? 'badge badge-off' : 'badge badge-on'}>
                    {operator.disabled ? t('operators.disabled') : t('operators.active')}
                  </span>
                </td>
                <td>
                  {operator.lastSignInAt === null
                    ? t('operators.never')
                    : formatDateTime(operator.lastSignInAt, language)}
                </td>
                <td className="row-actions">
                  <div>
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={t('operators.changeRolesOf', { email: operator.email })}
                      onClick={(event) =>
                        open({ name: 'change', operator, kind: 'roles' }, event.currentTarget)
                      }
                    >
                      {t('operators.changeRoles')}
                    </button>
                    {/* The API refuses an admin's disabling of their own account. */}
                    {!self && (
                      <button
                        type="button"
                        className="button button-small button-secondary"
                        aria-label={
                          operator.disabled
                            ? t('operators.enableOf', { email: operator.email })
                            : t('operators.disableOf', { email: operator.email })
                        }
                        onClick={(event) =>
                          open({ name: 'change', operator, kind: 'disabled' }, event.currentTarget)
                        }
                      >
                        {operator.disabled ? t('operators.enable') : t('operators.disable')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      ) : operators.isError ? (
        <ErrorAlert error={operators.error} onRetry={() => void operators.refetch()} />
      ) : (
        <Loading label={t('operators.loading')} />
      )}
    </Page>
  );
}
