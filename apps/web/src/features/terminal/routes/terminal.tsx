// /terminal: the shop's payment page, public and outside the customer's
// guards. Without a key on this device it asks for one; with one, the sale.
// A 401 forgets the key and asks again, saying why.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, modalStyles } from '../../../components/ui/modal';
import '../../../lib/locales/terminal';
import { TerminalFrame } from '../components/terminal-frame';
import { TerminalSale } from '../components/terminal-sale';
import { TerminalSignIn } from '../components/terminal-sign-in';
import { forgetTerminalKey, readTerminalKey, saveTerminalKey } from '../stores/terminal-key';

export function TerminalRoute() {
  const { t } = useTranslation();
  const [key, setKey] = useState(readTerminalKey);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const [askingSignOut, setAskingSignOut] = useState(false);

  const signOut = (reason: ErrorCode | null) => {
    forgetTerminalKey();
    setKey(null);
    setRefusal(reason);
    setAskingSignOut(false);
  };

  if (!key) {
    return (
      <TerminalFrame>
        <TerminalSignIn
          refusal={refusal}
          onSignIn={(typed) => {
            saveTerminalKey(typed);
            setRefusal(null);
            setKey(typed);
          }}
        />
      </TerminalFrame>
    );
  }

  return (
    <TerminalFrame onSignOut={() => setAskingSignOut(true)}>
      <TerminalSale
        key={key}
        terminalKey={key}
        onUnauthorized={() => signOut('TERMINAL_UNAUTHORIZED')}
      />
      {askingSignOut && (
        <Modal
          title={t('terminal.signOutConfirm.title')}
          role="alertdialog"
          onClose={() => setAskingSignOut(false)}
        >
          <p className={modalStyles.text}>{t('terminal.signOutConfirm.text')}</p>
          <div className={modalStyles.actions}>
            <button
              type="button"
              className="button button--primary button--block"
              onClick={() => signOut(null)}
            >
              {t('terminal.signOutConfirm.confirm')}
            </button>
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => setAskingSignOut(false)}
            >
              {t('terminal.signOutConfirm.keep')}
            </button>
          </div>
        </Modal>
      )}
    </TerminalFrame>
  );
}
