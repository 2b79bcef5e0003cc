// Renders the snackbar queue (lib/snackbar.ts). Errors are alerts, the rest
// polite status messages, so screen readers announce them appropriately.
import { useTranslation } from '../../lib/i18n';
import { dismissSnackbar, useSnackbars } from '../../lib/snackbar';

export function SnackbarHost() {
  const snackbars = useSnackbars();
  const { t } = useTranslation();
  return (
    <div className="snackbars">
      {snackbars.map((snackbar) => (
        <div
          key={snackbar.id}
          className={`snackbar snackbar--${snackbar.variant}`}
          role={snackbar.variant === 'error' ? 'alert' : 'status'}
        >
          <span className="snackbar__message">{snackbar.message}</span>
          <button
            type="button"
            className="snackbar__close"
            aria-label={t('common.close')}
            onClick={() => dismissSnackbar(snackbar.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
