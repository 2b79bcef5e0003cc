// The frame every form step of the registration opens with: its page title,
// title and subtitle (the screen's `register.<screen>.*` texts), the step
// counter and back from the flow, and a form whose Enter goes to `onSubmit`
// (never a page load), the fields above and the button in the footer.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { useRegisterStep } from './register-step';

export function RegisterFormStep({
  screen,
  onSubmit,
  footer,
  children,
}: {
  screen: 'cpf' | 'name' | 'email' | 'emailConfirm' | 'phone';
  /** Enter or the submit button; left out where Enter must not submit. */
  onSubmit?: () => void;
  /** The step's button. */
  footer: ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { progress, back } = useRegisterStep();
  return (
    <StepLayout
      pageTitle={t(`register.${screen}.pageTitle`)}
      title={t(`register.${screen}.title`)}
      subtitle={t(`register.${screen}.subtitle`)}
      progress={progress}
      onBack={back}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.();
        }}
      >
        <div className={stepStyles.fields}>{children}</div>
        <div className={stepStyles.footer}>{footer}</div>
      </form>
    </StepLayout>
  );
}
