// Registration: full name (docs/spec/account-checklist.md §5): digits and punctuation dropped as
// typed, leading spaces trimmed, 5 to 250 characters and two words, judged
// 250 ms after typing stops. With the CPF already known, this screen starts
// the registration on the server.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import {
  FULL_NAME_MAX_LENGTH,
  isValidFullName,
  stripNameInvalidChars,
} from '@rosto/contract/validators/full-name';
import { LoadingButton } from '../../../components/ui/loading-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { RegisterFormStep } from './register-form-step';
import { useRegisterStep } from './register-step';
import { useStartIntention } from './use-start-intention';
import { closeKeyboard } from '../../../lib/native-bridge';

/** What the name field keeps of a keystroke or paste. */
export function cleanNameInput(input: string): string {
  return stripNameInvalidChars(input).replace(/^\s+/u, '').slice(0, FULL_NAME_MAX_LENGTH);
}

export function NameStep() {
  const { t } = useTranslation();
  const { state } = useRegisterStep();
  const [name, setName] = useState(() => cleanNameInput(state.fullName));
  const [touched, setTouched] = useState(false);
  const settled = useDebouncedValue(name) === name;
  const valid = isValidFullName(name);
  const { startAndAdvance, pending, failure, captchaMissing, captchaWidget } = useStartIntention();
  const showInvalid = settled && touched && name.length > 0 && !valid;
  const invalidText = useErrorText(showInvalid ? 'FULL_NAME_INVALID' : null);
  const failureText = useErrorText(failure);

  return (
    <RegisterFormStep
      screen="name"
      onSubmit={() => {
        setTouched(true);
        if (valid && !pending) {
          closeKeyboard();
          void startAndAdvance({ fullName: name.trim() });
        }
      }}
      footer={
        <LoadingButton loading={pending} disabled={!(settled && valid)}>
          {t('common.continue')}
        </LoadingButton>
      }
    >
      <TextField
        label={t('fields.fullName')}
        name="name"
        autoComplete="name"
        autoCapitalize="words"
        enterKeyHint="next"
        maxLength={FULL_NAME_MAX_LENGTH}
        value={name}
        autoFocus
        onBlur={() => setTouched(true)}
        onChange={(event) => {
          const next = cleanNameInput(event.currentTarget.value);
          setName(next);
        }}
        hint={t('register.name.hint')}
        error={captchaMissing ? t('login.captchaRequired') : (failureText ?? invalidText)}
        errorAction={
          failure === 'CPF_ALREADY_IN_USE' ? (
            <Link to={paths.login.getHref()} className="link-button">
              {t('register.signInInstead')}
            </Link>
          ) : undefined
        }
      />
      {captchaWidget}
    </RegisterFormStep>
  );
}
