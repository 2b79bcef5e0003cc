// A shop's sales as its portal shows them (issue 27): a period of São Paulo
// days (today when none is given), filtered by terminal and status, newest
// first by keyset, with the period's totals; and the same as CSV. A cashier
// sees today only (decision 053).
import {
  SHOP_SALES_MAX_PERIOD_DAYS,
  type Sale,
  type SalesTotals,
  type ShopSalesFilter,
  saleStatusOf,
} from '@rosto/contract/schemas/shop-portal';
import {
  type CalendarDate,
  saoPauloDate,
  saoPauloMidnight,
} from '@rosto/contract/validators/sao-paulo-date';
import { AppError } from '../../errors';
import type { ShopUserCaller } from '../../plugins/app/auth';
import type { Clock } from '../../plugins/app/clock';
import { decodeTransactionCursor, encodeTransactionCursor } from '../payments/transaction-cursor';
import type { SaleRow, SalesWhere, ShopSalesRepository } from './repository';
import { salesCsv } from './sales-csv';

const DEFAULT_TAKE = 50;
/** The CSV reads the period in pages of this many rows. */
const EXPORT_PAGE = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (date: CalendarDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
const calendarDate = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

export function saleView(row: SaleRow): Sale {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    // What a refund may still give back: less what refunds waiting for the gateway hold.
    refundableCents:
      row.status === 'SUCCESS' ? row.amountCents - row.refundedCents - row.refundPendingCents : 0,
    status: saleStatusOf(row),
    card: row.card?.authorizer
      ? { brand: row.card.brand, authorizer: row.card.authorizer, lastFour: row.card.lastFour }
      : null,
    customerFirstName: row.customerFirstName,
    terminal: row.terminal?.id ? { id: row.terminal.id, name: row.terminal.name } : null,
    cursor: encodeTransactionCursor({ at: row.cursorAt, id: row.id }),
  };
}

export interface ShopSalesDeps {
  repository: ShopSalesRepository;
  clock: Clock;
}

export function createShopSales(deps: ShopSalesDeps) {
  const { repository, clock } = deps;

  /** The period asked, as instants; a cashier's is today, whatever was asked. */
  function periodOf(caller: ShopUserCaller, filter: ShopSalesFilter) {
    const today = isoDay(saoPauloDate(clock.now()));
    const from = filter.from ?? today;
    const to = filter.to ?? from;
    if (caller.role === 'cashier' && (from !== today || to !== today)) {
      throw new AppError('SHOP_CASHIER_TODAY_ONLY');
    }
    const since = saoPauloMidnight(calendarDate(from));
    const until = new Date(saoPauloMidnight(calendarDate(to)).getTime() + DAY_MS);
    const days = Math.round((until.getTime() - since.getTime()) / DAY_MS);
    if (days < 1 || days > SHOP_SALES_MAX_PERIOD_DAYS) {
      throw new AppError('SHOP_SALES_PERIOD_INVALID');
    }
    const where: SalesWhere = {
      placeId: caller.placeId,
      since,
      until,
      terminalId: filter.terminalId,
      status: filter.status,
    };
    return { from, to, where };
  }

  return {
    /** The shop's sale by id (SALE_NOT_FOUND for another shop's). */
    async find(placeId: string, id: string): Promise<Sale> {
      const row = await repository.find(placeId, id);
      if (!row) throw new AppError('SALE_NOT_FOUND');
      return saleView(row);
    },

    async list(
      caller: ShopUserCaller,
      query: ShopSalesFilter & { limit?: number | undefined; cursor?: string | undefined },
    ) {
      const { from, to, where } = periodOf(caller, query);
      const after = query.cursor === undefined ? null : decodeTransactionCursor(query.cursor);
      if (query.cursor !== undefined && !after) throw new AppError('TRANSACTION_CURSOR_INVALID');
      const take = query.limit ?? DEFAULT_TAKE;
      // One more than asked tells whether a next page exists.
      const [rows, totals] = await Promise.all([
        repository.page(where, take + 1, after),
        repository.totals(where),
      ]);
      const items = rows.slice(0, take).map(saleView);
      return {
        period: { from, to },
        totals: {
          ...totals,
          netCents: totals.grossCents - totals.canceledCents - totals.refundedCents,
        } satisfies SalesTotals,
        items,
        nextCursor: rows.length > take ? (items.at(-1)?.cursor ?? null) : null,
      };
    },

    /** The whole period's sales as CSV (UTF-8 with BOM, ';', decimal comma). */
    async exportCsv(caller: ShopUserCaller, filter: ShopSalesFilter, locale: 'pt-BR' | 'en') {
      const { from, to, where } = periodOf(caller, filter);
      const sales: Sale[] = [];
      let after = null;
      for (;;) {
        const rows = await repository.page(where, EXPORT_PAGE, after);
        sales.push(...rows.map(saleView));
        const last = rows.at(-1);
        if (rows.length < EXPORT_PAGE || !last) break;
        after = { at: last.cursorAt, id: last.id };
      }
      return { filename: `vendas-${from}-a-${to}.csv`, body: salesCsv(sales, locale) };
    },
  };
}
export type ShopSales = ReturnType<typeof createShopSales>;
