// Payments helpers for API tests: a place (with or without a location), a
// terminal with its key, transactions inserted for a customer as the terminal
// API will record them, and the customer's calls.
import type { LightMyRequestResponse } from 'fastify';
import type { Transaction } from '@rosto/contract/schemas/transactions';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { transactions } from '../src/db/schema';
import { mercadoAzul } from '../src/modules/partners/sandbox-partners';
import {
  type PlaceRow,
  type TerminalRow,
  createTerminalsRepository,
} from '../src/modules/terminals/repository';
import { issueTerminalKey } from '../src/modules/terminals/terminal-keys';
import { bearer } from './app';

export type TransactionRow = typeof transactions.$inferSelect;

/** Avenida Paulista, São Paulo. */
export const PAULISTA = { lat: -23.5614, lng: -46.6559 };

let placeCount = 0;

/** A place of a sandbox partner (Mercado Azul unless told), on Avenida Paulista unless `location: null`. */
export async function createPlace(
  db: Database,
  options: {
    name?: string;
    partnerId?: string;
    address?: string | null;
    location?: { lat: number; lng: number } | null;
    googlePlaceId?: string | null;
  } = {},
): Promise<PlaceRow> {
  placeCount += 1;
  const location = options.location === undefined ? PAULISTA : options.location;
  const { place } = await createTerminalsRepository(db).findOrCreatePlace({
    partnerId: options.partnerId ?? mercadoAzul.id,
    name: options.name ?? `Loja de teste ${placeCount} ${Date.now()}`,
    address: options.address === undefined ? 'Av. Paulista, 1000, São Paulo' : options.address,
    latitude: location?.lat ?? null,
    longitude: location?.lng ?? null,
    googlePlaceId: options.googlePlaceId ?? null,
  });
  return place;
}

/** A terminal at the place, and its API key (the only time it exists in clear). */
export async function createTerminal(
  db: Database,
  placeId: string,
  options: { name?: string; requirePin?: boolean } = {},
): Promise<{ terminal: TerminalRow; key: string }> {
  const key = issueTerminalKey();
  const terminal = await createTerminalsRepository(db).createTerminal({
    placeId,
    name: options.name ?? 'Caixa 1',
    keyHash: key.keyHash,
    keyPrefix: key.keyPrefix,
    requirePin: options.requirePin ?? false,
  });
  return { terminal, key: key.key };
}

export interface TestTransaction {
  placeId: string;
  amountCents?: number;
  createdAt?: Date;
  /** When set, the payment is CANCELED at this time. */
  canceledAt?: Date;
  paymentMethodId?: string | null;
  terminalId?: string | null;
  /** The gateway's id of the charge (a refund needs one). */
  gatewayChargeId?: string | null;
}

/** Transactions of the customer as the terminal API records them (SUCCESS unless canceled). */
export async function insertTransactions(
  db: Database,
  userId: string,
  items: readonly TestTransaction[],
): Promise<TransactionRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(transactions)
    .values(
      items.map((item) => ({
        userId,
        placeId: item.placeId,
        terminalId: item.terminalId ?? null,
        paymentMethodId: item.paymentMethodId ?? null,
        amountCents: item.amountCents ?? 2390,
        status: item.canceledAt ? ('CANCELED' as const) : ('SUCCESS' as const),
        canceledAt: item.canceledAt ?? null,
        gatewayChargeId: item.gatewayChargeId ?? null,
        ...(item.createdAt ? { createdAt: item.createdAt } : {}),
      })),
    )
    .returning();
}

/** GET user/transactions with a query string ('' for none). */
export function transactionsCall(
  app: App,
  token: string,
  query = '',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/user/transactions${query ? `?${query}` : ''}`,
    headers: bearer(token),
  });
}

/** The items of GET user/transactions, failing on anything but 200. */
export async function transactionsOf(app: App, token: string, query = ''): Promise<Transaction[]> {
  const response = await transactionsCall(app, token, query);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<{ data: Transaction[] }>().data;
}
