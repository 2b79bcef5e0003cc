// What the credit card, DM card and food-voucher forms share (docs/spec/wallet-checklist.md §2,
// §8): the step frame with its heading, a form that a pending add cannot send
// twice, the submit button that says when it is sending, the refusal sheet, and
// the binding of each field to react-hook-form.
import type { CardErrorSheet } from '@rosto/contract/card-error-sheets';
import { useId, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../../components/ui/step-layout';
import '../../../../lib/locales/wallet-add';
import type { FieldProblem } from '../utils/add-card-rules';
import type { ControlledInput } from './add-field-frame';
import { AddErrorSheet } from './add-error-sheet';

/** The forms' text groups in the walletAdd catalogue (title, subtitle, submit, sending). */
export type AddFormKind = 'creditCard' | 'dmCard' | 'foodVoucher';

export function AddFormStep({
  kind,
  pending,
  onBack,
  onSubmit,
  submitDisabled,
  submitHint,
  beforeSubmit,
  sheet,
  onSheetDone,
  children,
}: {
  kind: AddFormKind;
  /** The add is on its way: back and submit wait, and a second submit is ignored. */
  pending: boolean;
  onBack: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitDisabled?: boolean;
  /** Why the button waits, said under it while it is disabled (issue 29: never a silent button). */
  submitHint?: string | null;
  /** Above the button in the footer (the DM form's summary message). */
  beforeSubmit?: ReactNode;
  /** A refusal that ends the attempt. */
  sheet?: CardErrorSheet | null;
  onSheetDone?: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const hint = submitDisabled && submitHint ? submitHint : null;
  return (
    <StepLayout
      pageTitle={t('walletAdd.pageTitle')}
      title={t(`walletAdd.${kind}.title`)}
      subtitle={t(`walletAdd.${kind}.subtitle`)}
      onBack={onBack}
      backDisabled={pending}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void onSubmit(event);
        }}
      >
        <div className={stepStyles.fields}>{children}</div>
        <div className={stepStyles.footer}>
          {beforeSubmit}
          {hint && (
            <p id={hintId} className="field__hint" data-testid="add-submit-hint">
              {hint}
            </p>
          )}
          <LoadingButton
            loading={pending}
            disabled={submitDisabled}
            aria-describedby={hint ? hintId : undefined}
          >
            {pending ? t(`walletAdd.${kind}.sending`) : t(`walletAdd.${kind}.submit`)}
          </LoadingButton>
        </div>
      </form>
      {sheet && onSheetDone && <AddErrorSheet sheet={sheet} onDone={onSheetDone} />}
    </StepLayout>
  );
}

/**
 * One field of an add form, bound to react-hook-form: `children` gets the
 * field's value, handlers, ref (for setFocus) and problem. Every value of the
 * add forms is a string (react-hook-form types a generic field's value as any).
 */
export function BoundField<Values extends FieldValues>({
  control,
  name,
  children,
}: {
  control: Control<Values>;
  name: Path<Values>;
  children: (input: ControlledInput) => ReactElement;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) =>
        children({
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          inputRef: field.ref,
          // A form checked on leaving each field (mode onTouched) says nothing
          // of a field left empty until it is sent: only of what was typed.
          problem:
            formState.isSubmitted || field.value !== ''
              ? (fieldState.error?.message as FieldProblem | undefined)
              : undefined,
        })
      }
    />
  );
}
