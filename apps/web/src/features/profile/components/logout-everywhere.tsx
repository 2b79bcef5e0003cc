// "Sign out of every device": after a confirmation, the server ends every
// session of the user, this one included, and then this device signs out the
// way the plain logout does. A failure leaves the user signed in and says why.
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LoadingButton } from '../../../components/ui/loading-button';
import { Modal, modalStyles } from '../../../components/ui/modal';
import { errorCode, errorText, preloadErrorCatalogue } from '../../../lib/error-text';
import { showSnackbar } from '../../../lib/snackbar';
import { useLogout } from '../../../lib/use-logout';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import '../../../lib/locales/profile';

export function LogoutEverywhereButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();
  const [confirming, setConfirming] = useState(false);

  const confirm = () => {
    void preloadErrorCatalogue();
    logoutEverywhere.mutate(undefined, {
      // The server already ended this session too: the logout's own call to
      // user/logout is refused quietly (decision 016), the rest is the same.
      onSuccess: () => logout(),
      onError: (error) => {
        setConfirming(false);
        void errorText(errorCode(error)).then((text) => showSnackbar(text, { variant: 'error' }));
      },
    });
  };

  return (
    <>
      <button
        type="button"
        className={className ?? 'button button--ghost button--block'}
        onClick={() => setConfirming(true)}
      >
        {t('profile.logoutEverywhere.action')}
      </button>
      {confirming && (
        <Modal
          role="alertdialog"
          title={t('profile.logoutEverywhere.title')}
          onClose={() => {
            if (!logoutEverywhere.isPending) setConfirming(false);
          }}
        >
          <p className={modalStyles.text}>{t('profile.logoutEverywhere.text')}</p>
          <div className={modalStyles.actions}>
            {/* The safe choice first: it takes the focus when the dialog opens. */}
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={logoutEverywhere.isPending}
              onClick={() => setConfirming(false)}
            >
              {t('common.cancel')}
            </button>
            <LoadingButton type="button" loading={logoutEverywhere.isPending} onClick={confirm}>
              {t('profile.logoutEverywhere.confirm')}
            </LoadingButton>
          </div>
        </Modal>
      )}
    </>
  );
}
