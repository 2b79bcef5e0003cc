// The sales page's filters, applied as they change (each writes the
// address): the period (an owner's: presets or two days; a cashier sees
// today only, so no period controls), the terminal and the situation.
import type { ShopRole } from '@rosto/contract/operator-roles';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/text-field';
import { useShopTerminals } from '../../../lib/queries/shop-terminals';
import {
  periodPresets,
  type Period,
  type SalesFilters as Filters,
  statusFilters,
} from '../filters';

/** A custom period's two days, in the form's order. */
const periodEnds: readonly (keyof Period)[] = ['from', 'to'];

interface SalesFiltersProps {
  filters: Filters;
  /** The days the filters cover now: a custom period starts from them. */
  period: Period;
  today: string;
  role: ShopRole;
  onChange: (filters: Filters) => void;
}

export function SalesFilters({ filters, period, today, role, onChange }: SalesFiltersProps) {
  const { t } = useTranslation();
  const terminals = useShopTerminals();
  const change = (next: Partial<Filters>) => onChange({ ...filters, ...next });
  return (
    <form
      className="filters sales-filters"
      aria-labelledby="sales-filters-title"
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id="sales-filters-title" className="visually-hidden">
        {t('portal.sales.filters')}
      </h2>
      {role === 'owner' && (
        <fieldset className="field period">
          <legend>{t('portal.sales.period')}</legend>
          <div className="segmented">
            {periodPresets.map((preset) => (
              <label key={preset}>
                <input
                  type="radio"
                  name="periodo"
                  value={preset}
                  checked={filters.preset === preset}
                  onChange={() =>
                    change(
                      preset === 'custom'
                        ? { preset, from: period.from, to: period.to }
                        : { preset, from: undefined, to: undefined },
                    )
                  }
                />
                <span>{t(`portal.sales.presets.${preset}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {role === 'owner' && filters.preset === 'custom' && (
        <div className="custom-period">
          {periodEnds.map((end) => (
            <TextField
              key={end}
              type="date"
              label={t(`portal.sales.${end}`)}
              max={today}
              value={period[end]}
              onChange={(event) => {
                // A cleared box changes nothing: a custom period has both days.
                if (event.target.value) change({ ...period, [end]: event.target.value });
              }}
            />
          ))}
        </div>
      )}
      <div className="field">
        <label htmlFor="sales-terminal">{t('portal.sales.terminal')}</label>
        <select
          id="sales-terminal"
          value={filters.terminalId ?? ''}
          onChange={(event) => change({ terminalId: event.target.value || undefined })}
        >
          <option value="">{t('portal.sales.anyTerminal')}</option>
          {/* A filtered terminal the list does not hold (yet) stays choosable. */}
          {filters.terminalId && !terminals.data?.some((x) => x.id === filters.terminalId) && (
            <option value={filters.terminalId}>{t('portal.sales.unknownTerminal')}</option>
          )}
          {terminals.data?.map((terminal) => (
            <option key={terminal.id} value={terminal.id}>
              {terminal.revokedAt === null
                ? terminal.name
                : t('portal.sales.revokedTerminal', { name: terminal.name })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="sales-status">{t('portal.sales.status')}</label>
        <select
          id="sales-status"
          value={filters.status ?? ''}
          onChange={(event) =>
            change({
              status: statusFilters.find((status) => status === event.target.value),
            })
          }
        >
          <option value="">{t('portal.sales.anyStatus')}</option>
          {statusFilters.map((status) => (
            <option key={status} value={status}>
              {t(`portal.sales.statusFilters.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
