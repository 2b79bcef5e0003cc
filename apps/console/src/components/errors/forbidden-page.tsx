// A page the operator's roles do not open (the API would answer 403 FORBIDDEN).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { Page } from '../page';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('errors.forbiddenTitle')}>
      <p>{t('errors.forbiddenText')}</p>
      <p>
        <Link to={paths.home.href}>{t('common.backHome')}</Link>
      </p>
    </Page>
  );
}
