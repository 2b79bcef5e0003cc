// A shop's terminals as the console's shop page and the shops' portal list
// them: each terminal's name, key prefix and PIN rule, then the columns its
// app adds, then, for whoever may change keys, rotate and revoke on each
// working key.
import type { Locale } from '@rosto/contract/errors';
import type { ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-time';
import { DataTable } from './data-table';
import type { TerminalWithKey } from './terminal-key-panel';

/** A change to a working key, asked once more before it is made: neither can be undone. */
export type TerminalChangeKind = 'rotate' | 'revoke';

/**
 * What a terminals list opens above itself: the new terminal's form, a new
 * key (shown once), or a key's change.
 */
export type TerminalPanel =
  | { name: 'create' }
  | { name: 'key'; created: TerminalWithKey }
  | { name: 'change'; terminal: ConsoleTerminal; kind: TerminalChangeKind };

/** The row's buttons, in this order. */
const changeKinds: readonly TerminalChangeKind[] = ['rotate', 'revoke'];

/** A column an app adds after the PIN rule: its header and a terminal's cell. */
export interface TerminalColumn {
  header: string;
  cell: (terminal: ConsoleTerminal) => ReactNode;
}

/** When the terminal last took a payment, or that it never did. */
export function lastUseColumn(t: TFunction, language: Locale): TerminalColumn {
  return {
    header: t('shops.terminals.lastUse'),
    cell: (terminal) =>
      terminal.lastUsedAt === null
        ? t('shops.neverUsed')
        : formatDateTime(terminal.lastUsedAt, language),
  };
}

interface TerminalsTableProps {
  terminals: readonly ConsoleTerminal[];
  /** For a table under a heading that already says what it lists. */
  captionHidden?: boolean;
  columns: readonly TerminalColumn[];
  /**
   * Opens the rotation or the revocation of a terminal's key, from the
   * button pressed; without it (a cashier) the table has no actions column.
   */
  onChange?: (terminal: ConsoleTerminal, kind: TerminalChangeKind, from: HTMLElement) => void;
}

export function TerminalsTable({
  terminals,
  captionHidden = false,
  columns,
  onChange,
}: TerminalsTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('shops.terminals.listLabel')}
      captionHidden={captionHidden}
      columns={[
        t('shops.terminals.name'),
        t('shops.terminals.keyPrefix'),
        t('shops.terminals.pin'),
        ...columns.map(({ header }) => header),
        ...(onChange ? [t('shops.terminals.actions')] : []),
      ]}
    >
      {terminals.map((terminal) => (
        <tr key={terminal.id}>
          <th scope="row">{terminal.name}</th>
          <td className="mono nowrap">rosto_term_{terminal.keyPrefix}…</td>
          <td>
            {terminal.requirePin ? t('shops.terminals.pinAlways') : t('shops.terminals.pinNever')}
          </td>
          {columns.map(({ header, cell }) => (
            <td key={header}>{cell(terminal)}</td>
          ))}
          {onChange && (
            <td className="row-actions">
              {/* A revoked key can be neither rotated nor revoked again. */}
              {terminal.revokedAt === null && (
                <div>
                  {changeKinds.map((kind) => (
                    <button
                      key={kind}
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={t(`shops.terminals.${kind}Of`, { name: terminal.name })}
                      onClick={(event) => onChange(terminal, kind, event.currentTarget)}
                    >
                      {t(`shops.terminals.${kind}`)}
                    </button>
                  ))}
                </div>
              )}
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
