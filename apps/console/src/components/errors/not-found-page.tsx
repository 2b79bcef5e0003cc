// An address the console does not have.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { Page } from '../page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('errors.notFoundTitle')}>
      <p>{t('errors.notFoundText')}</p>
      <p>
        <Link to={paths.home.href}>{t('common.backHome')}</Link>
      </p>
    </Page>
  );
}
