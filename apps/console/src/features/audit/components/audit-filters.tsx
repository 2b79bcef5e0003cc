// The audit trail's filters: operator (from the accounts list), action,
// target kind and target id. Applying them writes them into the address.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperators } from '../../../lib/queries/operators';
import type { AuditFilters as Filters } from '../api/get-audit';

interface AuditFiltersProps {
  filters: Filters;
  onApply: (filters: Filters) => void;
}

export function AuditFilters({ filters, onApply }: AuditFiltersProps) {
  const { t } = useTranslation();
  const operators = useOperators();
  // The form's own copy: the address changes only when the operator applies it.
  const [draft, setDraft] = useState<Filters>(filters);
  const field = (name: keyof Filters) => ({
    name,
    value: draft[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="filters" onSubmit={submit} aria-labelledby="audit-filters-title">
      <h2 id="audit-filters-title" className="visually-hidden">
        {t('audit.filters')}
      </h2>
      <div className="field">
        <label htmlFor="filter-operator">{t('audit.operator')}</label>
        <select id="filter-operator" {...field('operatorId')}>
          <option value="">{t('audit.anyOperator')}</option>
          {/* A filtered id missing from the list (an account since deleted) stays choosable. */}
          {draft.operatorId && !operators.data?.some((o) => o.id === draft.operatorId) && (
            <option value={draft.operatorId}>{draft.operatorId}</option>
          )}
          {operators.data?.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.email}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-action">{t('audit.action')}</label>
        <input id="filter-action" maxLength={64} {...field('action')} />
      </div>
      <div className="field">
        <label htmlFor="filter-target-kind">{t('audit.targetKind')}</label>
        <input id="filter-target-kind" maxLength={32} {...field('targetKind')} />
      </div>
      <div className="field">
        <label htmlFor="filter-target-id">{t('audit.targetId')}</label>
        <input id="filter-target-id" maxLength={64} {...field('targetId')} />
      </div>
      <div className="actions">
        <button type="submit" className="button">
          {t('audit.apply')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onApply({})}>
          {t('audit.clear')}
        </button>
      </div>
    </form>
  );
}
