// The one line that dates a legal text (issue 13, point 7): its version and
// the day it was published, said once. A version named by its date (our
// convention, "2026-11-23") reads "Versão de 23 de novembro de 2026".
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format-date';
import { productDay } from '../../../lib/transactions/day-groups';
import { legalStyles } from './legal-page';

export function LegalVersion({ version, publishedAt }: { version: string; publishedAt: string }) {
  const { t } = useTranslation();
  const date = formatDate(publishedAt, useLanguage(), 'date');
  return (
    <p className={legalStyles.meta}>
      {version === productDay(publishedAt)
        ? t('legal.versionOf', { date })
        : t('legal.namedVersionOf', { version, date })}
    </p>
  );
}
