// Making a terminal, revoking it and rotating its key (decision 032): the one
// path the terminal command, the console's shops and the sandbox take. A key
// exists in clear only in the answer of `create` or `rotate`; the database
// keeps its hash, and a revoked or replaced key is refused from the write on
// (the terminal's authentication reads the row at every request).
import type { IssuedTerminalKey } from './terminal-keys';
import type { TerminalRow, TerminalsRepository } from './repository';

export interface TerminalsDeps {
  repository: Pick<
    TerminalsRepository,
    'countTerminals' | 'createTerminal' | 'findTerminal' | 'revoke' | 'replaceKey'
  >;
  issueKey(): IssuedTerminalKey;
  now(): Date;
}

/** A terminal and its key, answered this once. */
export interface TerminalWithKey {
  terminal: TerminalRow;
  key: string;
}

/** How a change of a terminal's key ended; `done` carries what it made. */
export type TerminalKeyChange<Done> =
  | ({ outcome: 'done' } & Done)
  | { outcome: 'revoked-already'; terminal: TerminalRow }
  | { outcome: 'not-found' };

export function createTerminalsService(deps: TerminalsDeps) {
  /** Why a conditional write on a working terminal changed nothing. */
  async function whyUnchanged(id: string): Promise<TerminalKeyChange<never>> {
    const existing = await deps.repository.findTerminal(id);
    return existing?.revokedAt
      ? { outcome: 'revoked-already', terminal: existing }
      : { outcome: 'not-found' };
  }

  return {
    /** A new terminal at the place; unnamed, it is the place's "Caixa N" (N its count). */
    async create(
      placeId: string,
      options: { name?: string; requirePin: boolean },
    ): Promise<TerminalWithKey> {
      const key = deps.issueKey();
      const terminal = await deps.repository.createTerminal({
        placeId,
        name: options.name ?? `Caixa ${(await deps.repository.countTerminals(placeId)) + 1}`,
        keyHash: key.keyHash,
        keyPrefix: key.keyPrefix,
        requirePin: options.requirePin,
      });
      return { terminal, key: key.key };
    },

    /** The terminal's key stops working at once. */
    async revoke(id: string): Promise<TerminalKeyChange<{ terminal: TerminalRow }>> {
      const revoked = await deps.repository.revoke(id, deps.now());
      return revoked ? { outcome: 'done', terminal: revoked } : whyUnchanged(id);
    },

    /** A new key for a working terminal; the old one is refused at once. */
    async rotate(id: string): Promise<TerminalKeyChange<TerminalWithKey>> {
      const key = deps.issueKey();
      const rotated = await deps.repository.replaceKey(id, key);
      return rotated ? { outcome: 'done', terminal: rotated, key: key.key } : whyUnchanged(id);
    },
  };
}
export type TerminalsService = ReturnType<typeof createTerminalsService>;
