// /terminal: the shop's payment page, public and outside the customer's
// guards. Without a key on this device it asks for one; with one, the sale,
// under a header naming the shop and the till. A 401 forgets the key and asks
// again, saying why; signing out also drops what the till's queries read.
import type { ErrorCode } from '@rosto/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Modal, modalStyles } from '../../../components/ui/modal';
import '../../../lib/locales/terminal';
import { QueryProvider } from '../../../lib/query-provider';
import { terminalQueryKey } from '../api/get-terminal-me';
import { TerminalFrame } from '../components/terminal-frame';
import { TerminalSale } from '../components/terminal-sale';
import { TerminalSignIn } from '../components/terminal-sign-in';
import { TillLine } from '../components/till-line';
import { forgetTerminalKey, readTerminalKey, saveTerminalKey } from '../stores/terminal-key';

function TerminalPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(readTerminalKey);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const [askingSignOut, setAskingSignOut] = useState(false);

  const signOut = (reason: ErrorCode | null) => {
    forgetTerminalKey();
    queryClient.removeQueries({ queryKey: terminalQueryKey });
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

  const unauthorized = () => signOut('TERMINAL_UNAUTHORIZED');
  return (
    <TerminalFrame
      till={<TillLine key={key} terminalKey={key} onUnauthorized={unauthorized} />}
      onSignOut={() => setAskingSignOut(true)}
    >
      <TerminalSale key={key} terminalKey={key} onUnauthorized={unauthorized} />
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

export function TerminalRoute() {
  return (
    <QueryProvider>
      <TerminalPage />
    </QueryProvider>
  );
}
