// The audit trail's filters: operator (from the accounts list), action,
// target kind and target id. Applying them writes them into the address.
import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import { formText } from '../../../lib/form-text';
import { useOperators } from '../../../lib/queries/operators';
import type { AuditFilters as Filters } from '../api/get-audit';

interface AuditFiltersProps {
  filters: Filters;
  onApply: (filters: Filters) => void;
}

export function AuditFilters({ filters, onApply }: AuditFiltersProps) {
  const { t } = useTranslation();
  const operators = useOperators();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: keyof Filters) => formText(form, name).trim() || undefined;
    onApply({
      operatorId: text('operatorId'),
      action: text('action'),
      targetKind: text('targetKind'),
      targetId: text('targetId'),
    });
  };
  return (
    <form className="filters" onSubmit={submit} aria-labelledby="audit-filters-title">
      <h2 id="audit-filters-title" className="visually-hidden">
        {t('audit.filters')}
      </h2>
      <div className="field">
        <label htmlFor="filter-operator">{t('audit.operator')}</label>
        <select id="filter-operator" name="operatorId" defaultValue={filters.operatorId ?? ''}>
          <option value="">{t('audit.anyOperator')}</option>
          {/* A filtered id missing from the list (an account since deleted) stays choosable. */}
          {filters.operatorId && !operators.data?.some((o) => o.id === filters.operatorId) && (
            <option value={filters.operatorId}>{filters.operatorId}</option>
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
        <input id="filter-action" name="action" maxLength={64} defaultValue={filters.action} />
      </div>
      <div className="field">
        <label htmlFor="filter-target-kind">{t('audit.targetKind')}</label>
        <input
          id="filter-target-kind"
          name="targetKind"
          maxLength={32}
          defaultValue={filters.targetKind}
        />
      </div>
      <div className="field">
        <label htmlFor="filter-target-id">{t('audit.targetId')}</label>
        <input
          id="filter-target-id"
          name="targetId"
          maxLength={64}
          defaultValue={filters.targetId}
        />
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
