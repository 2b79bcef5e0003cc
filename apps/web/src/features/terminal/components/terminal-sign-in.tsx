// The terminal's key, typed or pasted once. Only its shape is checked here:
// the first payment call tells whether the server knows it (a 401 comes back
// here with the catalogue's TERMINAL_UNAUTHORIZED text).
import type { ErrorCode } from '@rosto/contract/errors';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/error-text';
import { cleanTerminalKey, looksLikeTerminalKey } from '../stores/terminal-key';
import styles from './terminal.module.css';

export function TerminalSignIn({
  refusal,
  onSignIn,
}: {
  /** Why the last key was sent back (TERMINAL_UNAUTHORIZED), or null. */
  refusal: ErrorCode | null;
  onSignIn: (key: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [shapeWrong, setShapeWrong] = useState(false);
  const refusalText = useErrorText(refusal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = cleanTerminalKey(text);
    if (!looksLikeTerminalKey(key)) {
      setShapeWrong(true);
      return;
    }
    onSignIn(key);
  };

  return (
    <form className={`${styles.column} ${styles.narrow}`} noValidate onSubmit={submit}>
      <h1 className={styles.title}>{t('terminal.signIn.title')}</h1>
      <p className={styles.text}>{t('terminal.signIn.text')}</p>
      {refusalText && (
        <p role="alert" className="field__error">
          {refusalText}
        </p>
      )}
      <TextField
        label={t('terminal.signIn.keyLabel')}
        name="terminalKey"
        type="password"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        value={text}
        error={shapeWrong ? t('terminal.signIn.keyInvalid') : null}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setShapeWrong(false);
        }}
      />
      <button type="submit" className={`button button--primary button--block ${styles.big}`}>
        {t('terminal.signIn.submit')}
      </button>
    </form>
  );
}
