// The console's shops (issue 26): a shop is a place of a partner, kept by the
// terminals module, with the CNPJ its receipts show; its terminals are made,
// revoked and rotated by the terminals service, the same path as the terminal
// command's. Answers shops as the console shows them: the CNPJ masked,
// terminals without their keys (a key appears only in the answer that makes it).
import type {
  ConsoleShopDetail,
  ConsoleShopSummary,
  ConsoleShopUpdateBody,
  ConsoleTerminal,
} from '@rosto/contract/schemas/console-shops';
import { maskedValidCnpj } from '@rosto/contract/validators/cnpj';
import { AppError } from '../../errors';
import type { PartnersRepository } from '../partners/repository';
import type {
  PlaceChanges,
  PlaceWithPartner,
  TerminalRow,
  TerminalsRepository,
} from '../terminals/repository';
import type { TerminalKeyChange, TerminalsService } from '../terminals/service';

export interface ShopsDeps {
  places: Pick<
    TerminalsRepository,
    'listPlaces' | 'findPlace' | 'createPlace' | 'updatePlace' | 'listTerminals' | 'findTerminal'
  >;
  terminals: Pick<TerminalsService, 'create' | 'revoke' | 'rotate'>;
  partners: Pick<PartnersRepository, 'findBySlugOrId' | 'list'>;
}

export interface NewShop {
  partnerId: string;
  name: string;
  address: string;
  cnpj: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** A terminal's key, answered by the call that made it and never again. */
export interface ConsoleTerminalWithKey {
  terminal: ConsoleTerminal;
  key: string;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function shopOf(place: PlaceWithPartner) {
  return {
    id: place.id,
    name: place.name,
    partner: place.partner,
    address: place.address,
    cnpj: place.cnpj === null ? null : maskedValidCnpj(place.cnpj),
    latitude: place.latitude,
    longitude: place.longitude,
    slug: place.slug,
    maxAmountCents: place.maxAmountCents,
  };
}

function terminalOf(row: TerminalRow): ConsoleTerminal {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.keyPrefix,
    requirePin: row.requirePin,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** The fields of a shop the console edits, in the order an audit row names them. */
const editableFields = [
  'partnerId',
  'name',
  'address',
  'cnpj',
  'latitude',
  'longitude',
  'maxAmountCents',
] as const;

export function createShopsService(deps: ShopsDeps) {
  async function partnerOf(partnerId: string) {
    const partner = await deps.partners.findBySlugOrId(partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return { id: partner.id, name: partner.name, slug: partner.slug };
  }

  async function placeOf(id: string): Promise<PlaceWithPartner> {
    const place = await deps.places.findPlace(id);
    if (!place) throw new AppError('SHOP_NOT_FOUND');
    return place;
  }

  async function detail(place: PlaceWithPartner): Promise<ConsoleShopDetail> {
    const terminals = await deps.places.listTerminals(place.id);
    return { ...shopOf(place), terminals: terminals.map(terminalOf) };
  }

  /** A shop's person reaches its own shop's terminals only: another's answers as missing. */
  async function assertInShop(terminalId: string, shopId: string | undefined): Promise<void> {
    if (shopId === undefined) return;
    const terminal = await deps.places.findTerminal(terminalId);
    if (terminal?.placeId !== shopId) throw new AppError('TERMINAL_NOT_FOUND');
  }

  /** What a change of a terminal's key made, or the console's error for why it made nothing. */
  function madeBy<Done>(change: TerminalKeyChange<Done>): Done {
    if (change.outcome === 'not-found') throw new AppError('TERMINAL_NOT_FOUND');
    if (change.outcome === 'revoked-already') throw new AppError('TERMINAL_REVOKED');
    return change;
  }

  return {
    async list(filter: { q?: string | undefined; partnerId?: string | undefined }) {
      const places = await deps.places.listPlaces({
        ...(filter.q ? { nameContains: filter.q } : {}),
        ...(filter.partnerId ? { partnerId: filter.partnerId } : {}),
      });
      return places.map((place): ConsoleShopSummary => ({
        ...shopOf(place),
        terminals: place.activeTerminals,
        lastUsedAt: iso(place.lastUsedAt),
      }));
    },

    async shop(id: string): Promise<ConsoleShopDetail> {
      return detail(await placeOf(id));
    },

    async create(shop: NewShop): Promise<ConsoleShopDetail> {
      const partner = await partnerOf(shop.partnerId);
      const place = await deps.places.createPlace({
        partnerId: partner.id,
        name: shop.name,
        address: shop.address,
        cnpj: shop.cnpj,
        latitude: shop.latitude ?? null,
        longitude: shop.longitude ?? null,
      });
      if (place === 'name-taken') throw new AppError('SHOP_NAME_TAKEN');
      return { ...shopOf({ ...place, partner }), terminals: [] };
    },

    /** The shop as it is after the change, and which of its fields changed. */
    async update(
      id: string,
      body: ConsoleShopUpdateBody,
    ): Promise<{ shop: ConsoleShopDetail; changedFields: string[] }> {
      const existing = await placeOf(id);
      const changedFields = editableFields.filter(
        (field) => body[field] !== undefined && body[field] !== existing[field],
      );
      const changes = Object.fromEntries(
        changedFields.map((field) => [field, body[field]]),
      ) as PlaceChanges;
      if (changes.partnerId !== undefined) await partnerOf(changes.partnerId);
      if (changedFields.length === 0) return { shop: await detail(existing), changedFields };
      const updated = await deps.places.updatePlace(id, changes);
      if (updated === 'name-taken') throw new AppError('SHOP_NAME_TAKEN');
      if (!updated) throw new AppError('SHOP_NOT_FOUND');
      return { shop: await detail(await placeOf(id)), changedFields };
    },

    async createTerminal(
      shopId: string,
      terminal: { name: string; requirePin: boolean },
    ): Promise<ConsoleTerminalWithKey> {
      const place = await placeOf(shopId);
      const created = await deps.terminals.create(place.id, terminal);
      return { terminal: terminalOf(created.terminal), key: created.key };
    },

    /** The shop's terminals, newest first (the portal's list). */
    async terminalsOf(shopId: string): Promise<ConsoleTerminal[]> {
      return (await deps.places.listTerminals((await placeOf(shopId)).id)).map(terminalOf);
    },

    /** Revokes a terminal; with `inShop`, only one of that shop's (another's is not found). */
    async revokeTerminal(id: string, inShop?: string): Promise<ConsoleTerminal> {
      await assertInShop(id, inShop);
      const { terminal } = madeBy(await deps.terminals.revoke(id));
      return terminalOf(terminal);
    },

    async rotateTerminal(id: string, inShop?: string): Promise<ConsoleTerminalWithKey> {
      await assertInShop(id, inShop);
      const { terminal, key } = madeBy(await deps.terminals.rotate(id));
      return { terminal: terminalOf(terminal), key };
    },

    partners: () => deps.partners.list(),
  };
}
export type ShopsService = ReturnType<typeof createShopsService>;
