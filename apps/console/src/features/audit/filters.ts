// The audit page's filters live in its address (?operador=…&acao=…), so a
// reload, a bookmark or a link keeps them.
import type { AuditFilters } from './api/get-audit';

/** The address's parameter for each filter. */
export const filterParams = {
  operatorId: 'operador',
  action: 'acao',
  targetKind: 'tipo',
  targetId: 'alvo',
} as const satisfies Record<keyof AuditFilters, string>;

const filterNames = Object.keys(filterParams) as (keyof AuditFilters)[];

export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of filterNames) {
    const value = search.get(filterParams[name])?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

export function searchFromFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name]?.trim();
    if (value) search.set(filterParams[name], value);
  }
  return search;
}
