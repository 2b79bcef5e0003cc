// The sandbox's shortcut into the console: one button per role, each signing
// in as that role's demo operator. The page shows it only in a sandbox build.
import { operatorRoles } from '@rosto/contract/operator-roles';
import { useTranslation } from 'react-i18next';
import { DemoSignIn } from '../../../components/demo-sign-in';
import { useCreateDemoSession } from '../api/create-demo-session';

export function DemoOperators() {
  const { t } = useTranslation();
  const demo = useCreateDemoSession();
  return (
    <DemoSignIn title={t('signIn.demo.title')} text={t('signIn.demo.text')} error={demo.error}>
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
    </DemoSignIn>
  );
}
