// A terminal's key, shown this once (only its creation or rotation answers
// it), with a copy button, and said so. The console's shop page and the
// shops' portal show it the same way.
import type { EndpointResult } from '@rosto/contract/endpoints';
import { useTranslation } from 'react-i18next';
import { CopyField } from './copy-field';
import { Panel } from './panel';

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
    <Panel title={t('shops.key.title', { name: created.terminal.name })}>
      <p className="alert alert-warning">
        <strong>{t('shops.key.warning')}</strong>
      </p>
      <CopyField label={t('shops.key.label')} value={created.key} />
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          {t('shops.key.done')}
        </button>
      </div>
    </Panel>
  );
}
