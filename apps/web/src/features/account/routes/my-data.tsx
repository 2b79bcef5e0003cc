// /perfil/meus-dados (LGPD art. 18; issue 9): what the data file holds, and
// the button that downloads it as rosto-meus-dados-YYYY-MM-DD.json.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { errorCode, useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/account';
import { useExportUserData } from '../api/export-user-data';
import styles from '../components/account.module.css';
import { saveJsonFile, userDataFileName } from '../utils/save-json-file';

const CONTENTS = [
  'profile',
  'consents',
  'email',
  'sessions',
  'face',
  'pin',
  'limits',
  'cards',
  'payments',
  'events',
] as const;

export function MyDataRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exportData = useExportUserData();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const errorText = useErrorText(failure);

  const download = () => {
    setFailure(null);
    exportData.mutate(undefined, {
      // Named after the day the server put it together.
      onSuccess: (data) => saveJsonFile(data, userDataFileName(data.exportedAt)),
      onError: (error) => setFailure(errorCode(error)),
    });
  };

  return (
    <StepLayout
      pageTitle={t('account.myData.pageTitle')}
      title={t('account.myData.title')}
      subtitle={t('account.myData.subtitle')}
      onBack={() => void navigate(paths.profile.getHref(), { replace: true })}
    >
      <section aria-labelledby="my-data-contents">
        <h2 id="my-data-contents" className={styles.stepsTitle}>
          {t('account.myData.contentsLabel')}
        </h2>
        <ul className={styles.contents}>
          {CONTENTS.map((item) => (
            <li key={item}>{t(`account.myData.contents.${item}`)}</li>
          ))}
        </ul>
        <p className={styles.note}>{t('account.myData.format')}</p>
      </section>
      <div className={stepStyles.footer}>
        <div role="alert">{errorText && <p className="field__error">{errorText}</p>}</div>
        <LoadingButton type="button" loading={exportData.isPending} onClick={download}>
          {t('account.myData.download')}
        </LoadingButton>
      </div>
    </StepLayout>
  );
}
