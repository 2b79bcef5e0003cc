// One customer (support): personal data masked, status, e-mail, face (with
// its thumbnail for an operator who also reviews), cards, the last payments
// and the open sessions; block or unblock, end the sessions, resend the
// e-mail confirmation, each with a reason. Opening the page is a view the
// audit trail records, and the page says so.
import type { CustomerDetails } from '@rosto/contract/schemas/console-customers';
import { formatMoney } from '@rosto/contract/format-money';
import { cardBrandNames } from '@rosto/contract/validators/card-number';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Page } from '../../../components/page';
import { ErrorAlert, Loading } from '../../../components/status';
import { paths } from '../../../config/paths';
import { useConsoleStore } from '../../../lib/console-store';
import { formatDateTime } from '../../../lib/format-time';
import { useOpenedPanel } from '../../../lib/use-opened-panel';
import type { CustomerAction } from '../api/customer-action';
import { useCustomer } from '../api/get-customer';
import { ActionDialog } from './action-dialog';
import { CustomerStatusBadge } from './customer-status-badge';

export function CustomerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  return (
    <Page title={customer.data ? customer.data.firstName : t('customers.customer')}>
      <p>
        <Link to={paths.customers.href}>{t('customers.backToSearch')}</Link>
      </p>
      {customer.data ? (
        <CustomerDetailsView customer={customer.data} />
      ) : customer.isError ? (
        <ErrorAlert error={customer.error} onRetry={() => void customer.refetch()} />
      ) : (
        <Loading label={t('customers.loading')} />
      )}
    </Page>
  );
}

function CustomerDetailsView({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const [done, setDone] = useState<CustomerAction | null>(null);
  /** The action whose dialog is open. */
  const {
    opened: action,
    open,
    close,
  } = useOpenedPanel<CustomerAction>({ onOpen: () => setDone(null) });
  const blocked = customer.status === 'blocked';
  const actionButton = (name: CustomerAction, danger = false) => (
    <button
      type="button"
      className={danger ? 'button button-danger' : 'button button-secondary'}
      onClick={(event) => open(name, event.currentTarget)}
    >
      {t(`customers.actions.${name}.button`)}
    </button>
  );

  return (
    <>
      {blocked && (
        <div className="alert alert-warning" role="note">
          <p>
            <strong>{t('customers.blockedTitle')}</strong> {t('customers.blockedText')}
          </p>
        </div>
      )}
      <p className="alert alert-info">{t('customers.audited')}</p>
      <p className="visually-hidden" role="status">
        {done ? t(`customers.actions.${done}.done`) : ''}
      </p>
      <div className="actions customer-actions">
        {blocked ? actionButton('unblock') : actionButton('block', true)}
        {actionButton('endSessions')}
        {!customer.emailConfirmed && customer.maskedEmail !== null && actionButton('resendEmail')}
      </div>
      {action && (
        <ActionDialog
          key={action}
          customerId={customer.id}
          action={action}
          onDone={() => {
            setDone(action);
            close();
          }}
          onCancel={close}
        />
      )}
      <div className="customer-grid">
        <section className="panel" aria-labelledby="personal-heading">
          <h2 id="personal-heading">{t('customers.personal')}</h2>
          <dl className="details">
            <dt>{t('customers.name')}</dt>
            <dd>
              {customer.firstName} {customer.lastName}
            </dd>
            <dt>{t('customers.status')}</dt>
            <dd>
              <CustomerStatusBadge status={customer.status} />
            </dd>
            <dt>{t('customers.cpf')}</dt>
            <dd className="mono">{customer.maskedCpf ?? '—'}</dd>
            <dt>{t('customers.phone')}</dt>
            <dd className="mono">{customer.maskedPhone ?? '—'}</dd>
            <dt>{t('customers.email')}</dt>
            <dd>
              <span className="mono">{customer.maskedEmail ?? '—'}</span>{' '}
              {customer.maskedEmail !== null && (
                <span className={customer.emailConfirmed ? 'badge badge-on' : 'badge badge-off'}>
                  {customer.emailConfirmed
                    ? t('customers.emailConfirmed')
                    : t('customers.emailNotConfirmed')}
                </span>
              )}
            </dd>
            <dt>{t('customers.createdAt')}</dt>
            <dd>{formatDateTime(customer.createdAt, language)}</dd>
          </dl>
        </section>
        <section className="panel" aria-labelledby="face-heading">
          <h2 id="face-heading">{t('customers.face')}</h2>
          <p>
            {customer.faceStatus === null
              ? t('customers.faceNone')
              : t(`customers.faceStatuses.${customer.faceStatus}`)}
          </p>
          {customer.faceThumbnail !== null ? (
            <img
              className="face-thumbnail"
              src={customer.faceThumbnail}
              alt={t('customers.faceAlt')}
              width={240}
              height={240}
            />
          ) : (
            customer.faceStatus !== null && (
              <p className="muted small">{t('customers.faceReviewersOnly')}</p>
            )
          )}
        </section>
      </div>
      <section aria-labelledby="cards-heading">
        <h2 id="cards-heading">{t('customers.cards')}</h2>
        {customer.cards.length === 0 ? (
          <p className="muted">{t('customers.noCards')}</p>
        ) : (
          <ul className="plain-list">
            {customer.cards.map((card) => (
              <li key={card.id}>
                {card.brand === null ? t('customers.card') : cardBrandNames[card.brand]}{' '}
                <span className="mono">•••• {card.lastFour ?? '????'}</span> —{' '}
                {t(`customers.cardStatuses.${card.status}`)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading">{t('customers.payments')}</h2>
        {customer.payments.length === 0 ? (
          <p className="muted">{t('customers.noPayments')}</p>
        ) : (
          <DataTable
            caption={t('customers.payments')}
            captionHidden
            columns={[
              t('customers.paymentAt'),
              t('customers.paymentPlace'),
              t('customers.paymentAmount'),
              t('customers.paymentStatus'),
            ]}
          >
            {customer.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDateTime(payment.at, language)}</td>
                <td>{payment.placeName}</td>
                <td className="nowrap">{formatMoney(payment.amountCents, language)}</td>
                <td>{t(`customers.paymentStatuses.${payment.status}`)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">{t('customers.sessions')}</h2>
        {customer.sessions.length === 0 ? (
          <p className="muted">{t('customers.noSessions')}</p>
        ) : (
          <ul className="plain-list">
            {customer.sessions.map((session) => (
              <li key={session.id}>
                {session.device ?? t('customers.unknownDevice')} —{' '}
                {t('customers.sessionSeen', {
                  created: formatDateTime(session.createdAt, language),
                  seen: formatDateTime(session.lastSeenAt, language),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
