// The sales page's filters live in its address (?periodo=ontem&terminal=…&
// situacao=estornadas), so a reload, a bookmark or a link keeps them. Days
// are São Paulo's, written YYYY-MM-DD as the API takes them.
import type { EndpointQuery } from '@rosto/contract/endpoints';
import type { ShopRole } from '@rosto/contract/operator-roles';
import { SHOP_SALES_MAX_PERIOD_DAYS } from '@rosto/contract/schemas/shop-portal';
import { addDays, dayNumber, dayOrUndefined } from '../../lib/sao-paulo-days';

export const periodPresets = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export const statusFilters = ['approved', 'canceled', 'refunded'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export interface SalesFilters {
  preset: PeriodPreset;
  /** The custom period's first and last days; only with `custom`. */
  from?: string;
  to?: string;
  terminalId?: string;
  status?: StatusFilter;
}

/** The days of a period, both included. */
export interface Period {
  from: string;
  to: string;
}

/** What GET shop/sales and its CSV are asked, without the page's cursor. */
export type SalesQuery = Omit<NonNullable<EndpointQuery<'shopSales'>>, 'limit' | 'cursor'>;

/** The address's parameters, and their values in the address (Portuguese, as the paths). */
const param = {
  preset: 'periodo',
  from: 'de',
  to: 'ate',
  terminalId: 'terminal',
  status: 'situacao',
} as const;
const presetValues: Record<PeriodPreset, string> = {
  today: 'hoje',
  yesterday: 'ontem',
  last7: '7-dias',
  last30: '30-dias',
  custom: 'personalizado',
};
const statusValues: Record<StatusFilter, string> = {
  approved: 'aprovadas',
  canceled: 'canceladas',
  refunded: 'estornadas',
};

function keyOf<K extends string>(values: Record<K, string>, value: string | null): K | undefined {
  return (Object.keys(values) as K[]).find((key) => values[key] === value);
}

export function filtersFromSearch(search: URLSearchParams): SalesFilters {
  const preset = keyOf(presetValues, search.get(param.preset)) ?? 'today';
  const filters: SalesFilters = { preset };
  if (preset === 'custom') {
    filters.from = dayOrUndefined(search.get(param.from));
    filters.to = dayOrUndefined(search.get(param.to));
  }
  const terminalId = search.get(param.terminalId)?.trim();
  if (terminalId) filters.terminalId = terminalId;
  const status = keyOf(statusValues, search.get(param.status));
  if (status) filters.status = status;
  return filters;
}

export function searchFromFilters(filters: SalesFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.preset !== 'today') search.set(param.preset, presetValues[filters.preset]);
  if (filters.preset === 'custom') {
    if (filters.from) search.set(param.from, filters.from);
    if (filters.to) search.set(param.to, filters.to);
  }
  if (filters.terminalId) search.set(param.terminalId, filters.terminalId);
  if (filters.status) search.set(param.status, statusValues[filters.status]);
  return search;
}

/** A cashier sees today only (the API refuses any other period): the address cannot say otherwise. */
export function filtersForRole(filters: SalesFilters, role: ShopRole): SalesFilters {
  if (role === 'owner') return filters;
  const { terminalId, status } = filters;
  return { preset: 'today', terminalId, status };
}

/** The days the filters cover, counted from `today`; a custom end left blank is its start. */
export function periodOf(filters: SalesFilters, today: string): Period {
  switch (filters.preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'custom': {
      const from = filters.from ?? filters.to ?? today;
      return { from, to: filters.to ?? from };
    }
  }
}

/** What the API takes: the end on or after the start, at most a year of days. */
export function isPeriodValid({ from, to }: Period): boolean {
  const days = dayNumber(to) - dayNumber(from) + 1;
  return days >= 1 && days <= SHOP_SALES_MAX_PERIOD_DAYS;
}

/**
 * The API's question for the filters. Today goes without dates, so it is the
 * server's today: a page left open past midnight asks for the new day, and a
 * cashier's clock a minute off never asks for a day the API refuses.
 */
export function salesQueryOf(filters: SalesFilters, today: string): SalesQuery {
  const query: SalesQuery = {};
  if (filters.preset !== 'today') Object.assign(query, periodOf(filters, today));
  if (filters.terminalId) query.terminalId = filters.terminalId;
  if (filters.status) query.status = filters.status;
  return query;
}
