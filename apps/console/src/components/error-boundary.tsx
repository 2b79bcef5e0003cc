// A page that throws while rendering shows this instead of a blank page;
// the shell around it stays, so the person can go elsewhere. The shell keys
// it by address, so another page starts without the failure.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function CrashedPage() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-error" role="alert">
      <h1>{t('errors.crashedTitle')}</h1>
      <p>{t('errors.crashedText')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('page crashed', error);
  }

  override render() {
    return this.state.failed ? <CrashedPage /> : this.props.children;
  }
}
