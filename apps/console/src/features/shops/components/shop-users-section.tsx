// "Pessoas da loja": the shop's people with a portal account (e-mail, role,
// situation, last sign-in) and a new one, whose password and TOTP secret are
// shown once, in the panel a new operator's are, and forgotten when it
// closes.
import { useTranslation } from 'react-i18next';
import { CredentialsPanel } from '../../../components/credentials-panel';
import { DataTable } from '../../../components/data-table';
import { Section } from '../../../components/section';
import { ErrorAlert, Loading } from '../../../components/status';
import { useConsoleStore } from '../../../lib/console-store';
import { formatDateTime } from '../../../lib/format-time';
import { useOpenedPanel } from '../../../lib/use-opened-panel';
import { useShopUsers } from '../api/get-shop-users';
import { CreateShopUserForm, type ShopUserCredentials } from './create-shop-user-form';

type OpenPanel = { name: 'create' } | { name: 'credentials'; credentials: ShopUserCredentials };

export function ShopUsersSection({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const users = useShopUsers(shopId);
  const { opened, open, show, close } = useOpenedPanel<OpenPanel>();

  return (
    <Section
      title={t('shops.users.title')}
      className="shop-users"
      actions={
        <button
          type="button"
          className="button"
          onClick={(event) => open({ name: 'create' }, event.currentTarget)}
        >
          {t('shops.users.new')}
        </button>
      }
    >
      <p className="muted">{t('shops.users.text')}</p>
      {opened?.name === 'create' && (
        <CreateShopUserForm
          shopId={shopId}
          onCreated={(credentials) => show({ name: 'credentials', credentials })}
          onCancel={close}
        />
      )}
      {opened?.name === 'credentials' && (
        <CredentialsPanel
          title={t('shops.users.createdTitle', { email: opened.credentials.user.email })}
          credentials={opened.credentials}
          onDone={close}
        />
      )}
      {users.isPending ? (
        <Loading label={t('shops.users.loading')} />
      ) : users.isError ? (
        <ErrorAlert error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <p className="muted">{t('shops.users.empty')}</p>
      ) : (
        <DataTable
          caption={t('shops.users.listLabel')}
          columns={[
            t('shops.users.email'),
            t('shops.users.role'),
            t('shops.users.status'),
            t('shops.users.lastSignIn'),
          ]}
        >
          {users.data.map((user) => (
            <tr key={user.id}>
              <th scope="row" className="break">
                {user.email}
              </th>
              <td>{t(`shopRoles.${user.role}`)}</td>
              <td>
                <span className={user.disabled ? 'badge badge-off' : 'badge badge-on'}>
                  {user.disabled ? t('shops.users.disabled') : t('shops.users.active')}
                </span>
              </td>
              <td>
                {user.lastSignInAt === null
                  ? t('shops.users.never')
                  : formatDateTime(user.lastSignInAt, language)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
