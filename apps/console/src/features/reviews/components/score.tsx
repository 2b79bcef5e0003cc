// A score read against its mark: "0,91 — limite 0,80 (acima)".
import { useTranslation } from 'react-i18next';
import { useConsoleStore } from '../../../lib/console-store';

export function useFormatScore() {
  const language = useConsoleStore((state) => state.language);
  const format = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (score: number) => format.format(score);
}

export function Score({ score, mark }: { score: number | null; mark: number }) {
  const { t } = useTranslation();
  const format = useFormatScore();
  if (score === null) return <span className="muted">{t('reviews.noScore')}</span>;
  return (
    <span>
      <strong>{format(score)}</strong>{' '}
      {t(score >= mark ? 'reviews.aboveMark' : 'reviews.belowMark', { mark: format(mark) })}
    </span>
  );
}
