// A terminal's key, shown this once (only its creation or rotation answers
// it), with a copy button, and said so. The console's shop page and the
// shops' portal show it the same way.
import type { EndpointResult } from '@rosto/contract/endpoints';
import { useTranslation } from 'react-i18next';
import { SecretsPanel } from './secrets-panel';

/** A terminal with its new key: what making or rotating one answers, in either app. */
export type TerminalWithKey = EndpointResult<'consoleTerminalCreate'>;

export function TerminalKeyPanel({
  created,
  onDone,
}: {
  created: TerminalWithKey;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SecretsPanel
      title={t('shops.key.title', { name: created.terminal.name })}
      warning={t('shops.key.warning')}
      secrets={[{ label: t('shops.key.label'), value: created.key }]}
      doneLabel={t('shops.key.done')}
      onDone={onDone}
    />
  );
}
