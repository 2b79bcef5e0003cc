// Clientes (support): one search box with a choice of key (a ticket's
// support reference, a whole CPF, a phone), masked as typed; the results
// list links each customer's page. For a reference, the context the
// customer sent with it (the error seen, the browser) shows above them.
import type { CustomerSearchItem } from '@rosto/contract/schemas/console-customers';
import type { SupportReferenceDetails } from '@rosto/contract/schemas/support';
import { errorMessage } from '@rosto/contract/errors';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Page } from '../../../components/page';
import { ErrorAlert } from '../../../components/status';
import { paths } from '../../../config/paths';
import { useConsoleStore } from '../../../lib/console-store';
import { formatDateTime } from '../../../lib/format-time';
import { useSearchCustomers } from '../api/search-customers';
import { maskFor, searchFor } from '../masks';
import { searchKeys, useSearchState } from '../search-state';
import { CustomerStatusBadge } from './customer-status-badge';

export function CustomersPage() {
  const { t } = useTranslation();
  const id = useId();
  const { key, value, setKey, setValue } = useSearchState();
  const search = useSearchCustomers();
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = searchFor(key, value);
    setInvalid(body === null);
    if (body === null) {
      search.reset();
      return;
    }
    search.mutate(body);
  };

  return (
    <Page title={t('customers.title')}>
      <form className="filters customer-search" onSubmit={submit} noValidate role="search">
        <fieldset className="field">
          <legend>{t('customers.searchBy')}</legend>
          <div className="choices">
            {searchKeys.map((choice) => (
              <label key={choice} className="checkbox">
                <input
                  type="radio"
                  name="key"
                  value={choice}
                  checked={key === choice}
                  onChange={() => {
                    setKey(choice);
                    setInvalid(false);
                    search.reset();
                  }}
                />
                {t(`customers.keys.${choice}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={id}>{t(`customers.keys.${key}`)}</label>
          <input
            id={id}
            name="value"
            autoComplete="off"
            spellCheck={false}
            inputMode={key === 'reference' ? 'text' : 'numeric'}
            value={value}
            onChange={(event) => {
              setValue(maskFor(key, event.target.value));
              setInvalid(false);
            }}
            aria-invalid={invalid}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          />
          <p className="field-hint" id={`${id}-hint`}>
            {t(`customers.hints.${key}`)}
          </p>
          {invalid && (
            <p className="field-error" id={`${id}-error`}>
              {t(`customers.invalid.${key}`)}
            </p>
          )}
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={search.isPending}>
            {search.isPending ? t('customers.searching') : t('customers.search')}
          </button>
        </div>
      </form>
      <ErrorAlert error={search.error} />
      {search.data?.reference && <ReferenceContext reference={search.data.reference} />}
      {search.data && <Results items={search.data.items} />}
    </Page>
  );
}

function ReferenceContext({ reference }: { reference: SupportReferenceDetails }) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const { code, userAgent } = reference.context;
  return (
    <section className="panel" aria-labelledby="reference-heading">
      <h2 id="reference-heading">
        {t('customers.reference.title', { reference: reference.reference })}
      </h2>
      <dl className="details">
        <dt>{t('customers.reference.createdAt')}</dt>
        <dd>{formatDateTime(reference.createdAt, language)}</dd>
        <dt>{t('customers.reference.expiresAt')}</dt>
        <dd>{formatDateTime(reference.expiresAt, language)}</dd>
        <dt>{t('customers.reference.error')}</dt>
        <dd>
          {code === undefined ? (
            t('customers.reference.none')
          ) : (
            <>
              <span className="mono">{code}</span> — {errorMessage(code, language)}
            </>
          )}
        </dd>
        <dt>{t('customers.reference.userAgent')}</dt>
        {/* Text the customer's browser sent: React writes it as text, never as markup. */}
        <dd className="mono break">{userAgent ?? t('customers.reference.none')}</dd>
      </dl>
    </section>
  );
}

function Results({ items }: { items: CustomerSearchItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <p role="status" className="muted">
        {t('customers.noResults')}
      </p>
    );
  }
  return (
    <DataTable
      caption={t('customers.results', { count: items.length })}
      columns={[
        t('customers.firstName'),
        t('customers.cpf'),
        t('customers.phone'),
        t('customers.status'),
      ]}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <th scope="row">
            {item.status === 'deleted' ? (
              item.firstName
            ) : (
              <Link to={paths.customer.href(item.id)}>{item.firstName}</Link>
            )}
          </th>
          <td className="mono">{item.maskedCpf ?? '—'}</td>
          <td className="mono">{item.maskedPhone ?? '—'}</td>
          <td>
            <CustomerStatusBadge status={item.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
