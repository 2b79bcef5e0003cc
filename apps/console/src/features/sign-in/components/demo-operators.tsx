// The sandbox's shortcut into the console: one button per role, each signing
// in as that role's demo operator. The page shows it only in a sandbox build.
import { operatorRoles } from '@rosto/contract/operator-roles';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/status';
import { useCreateDemoSession } from '../api/create-demo-session';

export function DemoOperators() {
  const { t } = useTranslation();
  const demo = useCreateDemoSession();
  return (
    <section className="demo-operators" aria-labelledby="demo-operators-title">
      <h2 id="demo-operators-title">{t('signIn.demo.title')}</h2>
      <p className="field-hint">{t('signIn.demo.text')}</p>
      <ErrorAlert error={demo.error} />
      <div className="actions">
        {operatorRoles.map((role) => (
          <button
            key={role}
            type="button"
            className="button button-secondary"
            disabled={demo.isPending}
            onClick={() => demo.mutate(role)}
          >
            {t(`roles.${role}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
