// The partner card (DM card) form (docs/spec/wallet-checklist.md §2, §4, §5, §8): number, expiry,
// a 3-digit CVV, holder name, birthdate DD/MM/AA (sent as YYYY-MM-DD) and the
// partner place. The place code and associate code come with the DMCard
// authorizer's metadata when the server has them; without them the form asks
// for them too (they are printed on the card contract). Everything must be
// valid, else a message; a refusal is a snackbar.
import type { StoreCardMetadata } from '@rosto/contract/schemas/payment-methods';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { normaliseError } from '../../../../lib/api-client';
import { errorText, preloadErrorCatalogue } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet-add';
import { showSnackbar } from '../../../../lib/snackbar';
import { useAddDmCard } from '../../api/add-dm-card';
import {
  type DmCardValues,
  dmCardBody,
  dmCardFieldOrder,
  dmCardProblems,
  firstProblemField,
  problemsResolver,
} from '../utils/add-card-rules';
import {
  BirthdateField,
  CardNumberField,
  CvvField,
  ExpiryField,
  HolderNameField,
  PlainField,
} from './add-card-fields';
import { AddFormStep, BoundField } from './add-form-step';
import styles from './add-screens.module.css';

export function AddDmCardForm({
  metadata,
  onBack,
  onAdded,
}: {
  /** The DMCard authorizer's store data (place name and codes), when it has any. */
  metadata: StoreCardMetadata | null;
  onBack: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddDmCard();
  const [showInvalid, setShowInvalid] = useState(false);
  // The codes the server already knows are not asked for.
  const [known] = useState(() => ({
    placeCode: metadata?.placeCode ?? '',
    associateCode: metadata?.associateCode ?? '',
  }));
  const { control, handleSubmit, setFocus, formState } = useForm<DmCardValues>({
    defaultValues: {
      number: '',
      expiration: '',
      cvv: '',
      name: '',
      birthdate: '',
      placeName: metadata?.placeName ?? '',
      placeCode: known.placeCode,
      associateCode: known.associateCode,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    resolver: problemsResolver((values: DmCardValues) => dmCardProblems(values)),
  });
  // Read on every render: react-hook-form updates only the form state a render has read.
  const hasErrors = Object.keys(formState.errors).length > 0;
  const invalid = showInvalid && hasErrors;

  const submit = handleSubmit(
    (values) => {
      setShowInvalid(false);
      void preloadErrorCatalogue();
      add.mutate(dmCardBody(values), {
        onSuccess: onAdded,
        onError: (error) =>
          void errorText(normaliseError(error).code).then((text) =>
            showSnackbar(text, { variant: 'error' }),
          ),
      });
    },
    (errors) => {
      setShowInvalid(true);
      const first = firstProblemField(dmCardFieldOrder, errors);
      if (first) setFocus(first);
    },
  );

  return (
    <AddFormStep
      kind="dmCard"
      pending={add.isPending}
      onBack={onBack}
      onSubmit={submit}
      beforeSubmit={
        <div role="alert" className={styles.formError}>
          {invalid && <p className="field__error">{t('walletAdd.dmCard.invalid')}</p>}
        </div>
      }
    >
      <BoundField control={control} name="number">
        {(input) => (
          <CardNumberField
            {...input}
            label={t('walletAdd.card.number')}
            onFilled={() => setFocus('expiration')}
          />
        )}
      </BoundField>
      <div className={styles.pair}>
        <BoundField control={control} name="expiration">
          {(input) => <ExpiryField {...input} />}
        </BoundField>
        <BoundField control={control} name="cvv">
          {(input) => <CvvField {...input} length={3} hint={t('walletAdd.dmCard.cvvHint')} />}
        </BoundField>
      </div>
      <BoundField control={control} name="name">
        {(input) => <HolderNameField {...input} />}
      </BoundField>
      <BoundField control={control} name="birthdate">
        {(input) => <BirthdateField {...input} />}
      </BoundField>
      <BoundField control={control} name="placeName">
        {(input) => (
          <PlainField {...input} label={t('walletAdd.dmCard.placeName')} maxLength={100} />
        )}
      </BoundField>
      {/* Either code is asked for only when the server does not know it. */}
      {(['placeCode', 'associateCode'] as const)
        .filter((name) => !known[name])
        .map((name) => (
          <BoundField key={name} control={control} name={name}>
            {(input) => (
              <PlainField
                {...input}
                label={t(`walletAdd.dmCard.${name}`)}
                hint={t('walletAdd.dmCard.codesHint')}
                maxLength={100}
              />
            )}
          </BoundField>
        ))}
    </AddFormStep>
  );
}
