// The customer's side of payments (docs/spec/wallet-checklist.md §2 payments list and receipt, §7):
// a page of transactions (offset as the spec asks, or keyset by cursor), one
// by id for the receipt, a shop's location for the receipt's map, and the shops
// that take Rosto for the help centre (decision 069).
import type { PartnerShop, PlaceDetails } from '@rosto/contract/schemas/places';
import type { Transaction, TransactionsQuery } from '@rosto/contract/schemas/transactions';
import { AppError } from '../../errors';
import type { UsersRepository } from '../user/repository';
import type { PaymentsRepository } from './repository';
import { decodeTransactionCursor } from './transaction-cursor';
import { toTransaction } from './transaction-view';

/** Items of a page when the app does not say (the payments list's page). */
export const TRANSACTIONS_DEFAULT_TAKE = 20;

export interface PaymentsServiceDeps {
  repository: Pick<
    PaymentsRepository,
    'pageOfUser' | 'findOfUser' | 'placeLocation' | 'shopsTakingPayments'
  >;
  /** The account's language (decision 042), which the card names follow (decision 072). */
  users: Pick<UsersRepository, 'findById'>;
}

export function createPaymentsService({ repository, users }: PaymentsServiceDeps) {
  const languageOf = async (userId: string) => (await users.findById(userId))?.language ?? 'pt-BR';
  return {
    /**
     * With `id`, that transaction alone (paging ignored); another customer's
     * answers as a missing one does (decision 032). Else a page, newest first:
     * after `cursor` when given (then `_skip` is ignored), else from `_skip`.
     */
    async transactions(userId: string, query: TransactionsQuery): Promise<Transaction[]> {
      if (query.id !== undefined) {
        const row = await repository.findOfUser(userId, query.id);
        if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
        return [toTransaction(row, await languageOf(userId))];
      }
      const after = query.cursor === undefined ? null : decodeTransactionCursor(query.cursor);
      if (query.cursor !== undefined && !after) throw new AppError('TRANSACTION_CURSOR_INVALID');
      const rows = await repository.pageOfUser(userId, {
        take: query._take ?? TRANSACTIONS_DEFAULT_TAKE,
        skip: query._skip ?? 0,
        after,
      });
      const language = await languageOf(userId);
      return rows.map((row) => toTransaction(row, language));
    },

    /**
     * Where a shop is, from our own places. Any signed-in customer may ask for
     * any place: a shop's address is public (decision 032). Unknown, or known
     * without coordinates: PLACE_NOT_FOUND (the receipt shows no map).
     */
    async placeDetails(placeId: string): Promise<PlaceDetails> {
      const place = await repository.placeLocation(placeId);
      if (place?.latitude == null || place.longitude == null) {
        throw new AppError('PLACE_NOT_FOUND');
      }
      return { geometry: { location: { lat: place.latitude, lng: place.longitude } } };
    },

    /**
     * The shops where a customer can pay by face now (a terminal not revoked),
     * by name, for anyone: what a shop shows at its door (decision 069). Only
     * the public side of a place: never its CNPJ, limits or terminals. Every
     * partner's, since any customer may pay at any shop; the app puts the
     * white-label partner's own first.
     */
    async partnerShops(): Promise<{ items: PartnerShop[] }> {
      const rows = await repository.shopsTakingPayments();
      return {
        items: rows.map(({ latitude, longitude, ...shop }) => ({
          ...shop,
          location:
            latitude == null || longitude == null ? null : { lat: latitude, lng: longitude },
        })),
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
