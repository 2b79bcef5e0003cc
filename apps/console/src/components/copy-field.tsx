// A secret shown once, read-only, with a button that copies it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        <input id={id} className="mono" readOnly value={value} onFocus={(e) => e.target.select()} />
        <button type="button" className="button button-secondary" onClick={() => void copyValue()}>
          {copy === 'copied' ? t('common.copied') : t('common.copy')}
          <span className="visually-hidden">: {label}</span>
        </button>
      </div>
      <p className="field-hint" role="status">
        {copy === 'failed' ? t('common.copyFailed') : ''}
      </p>
    </div>
  );
}
