// Back to the previous screen of this app, or to `fallback` when the page was
// opened directly (so "back" never leaves the app).
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { IconButton } from './icon-button';

export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <IconButton
      icon="back"
      label={t('common.back')}
      onClick={() => void (canGoBack ? navigate(-1) : navigate(fallback, { replace: true }))}
    />
  );
}
