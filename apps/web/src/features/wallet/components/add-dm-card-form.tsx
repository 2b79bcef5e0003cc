// The partner card (DM card) form (wallet.md §2, §4, §5, §8): number, expiry,
// a 3-digit CVV, holder name, birthdate DD/MM/AA (sent as YYYY-MM-DD) and the
// partner place. The place code and associate code come with the DMCard
// authorizer's metadata when the server has them; without them the form asks
// for them too (they are printed on the card contract). Everything must be
// valid, else a message; a refusal is a snackbar.
import type { StoreCardMetadata } from '@rosto/contract/schemas/payment-methods';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { normaliseError } from '../../../lib/api-client';
import { errorText, preloadErrorCatalogue } from '../../../lib/error-text';
import '../../../lib/locales/wallet-add';
import { showSnackbar } from '../../../lib/snackbar';
import { useAddDmCard } from '../api/wallet-api';
import {
  type DmCardValues,
  type FieldProblem,
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
  const problem = (name: keyof DmCardValues) =>
    formState.errors[name]?.message as FieldProblem | undefined;
  const invalid = showInvalid && Object.keys(formState.errors).length > 0;

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
    <StepLayout
      pageTitle={t('walletAdd.pageTitle')}
      title={t('walletAdd.dmCard.title')}
      subtitle={t('walletAdd.dmCard.subtitle')}
      onBack={onBack}
      backDisabled={add.isPending}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!add.isPending) void submit(event);
        }}
      >
        <div className={stepStyles.fields}>
          <Controller
            control={control}
            name="number"
            render={({ field }) => (
              <CardNumberField
                label={t('walletAdd.card.number')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                problem={problem('number')}
                onFilled={() => setFocus('expiration')}
              />
            )}
          />
          <div className={styles.pair}>
            <Controller
              control={control}
              name="expiration"
              render={({ field }) => (
                <ExpiryField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  problem={problem('expiration')}
                />
              )}
            />
            <Controller
              control={control}
              name="cvv"
              render={({ field }) => (
                <CvvField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  problem={problem('cvv')}
                  length={3}
                  hint={t('walletAdd.dmCard.cvvHint')}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <HolderNameField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                problem={problem('name')}
              />
            )}
          />
          <Controller
            control={control}
            name="birthdate"
            render={({ field }) => (
              <BirthdateField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                problem={problem('birthdate')}
              />
            )}
          />
          <Controller
            control={control}
            name="placeName"
            render={({ field }) => (
              <PlainField
                label={t('walletAdd.dmCard.placeName')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                problem={problem('placeName')}
                maxLength={100}
              />
            )}
          />
          {!known.placeCode && (
            <Controller
              control={control}
              name="placeCode"
              render={({ field }) => (
                <PlainField
                  label={t('walletAdd.dmCard.placeCode')}
                  hint={t('walletAdd.dmCard.codesHint')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  problem={problem('placeCode')}
                  maxLength={100}
                />
              )}
            />
          )}
          {!known.associateCode && (
            <Controller
              control={control}
              name="associateCode"
              render={({ field }) => (
                <PlainField
                  label={t('walletAdd.dmCard.associateCode')}
                  hint={t('walletAdd.dmCard.codesHint')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  problem={problem('associateCode')}
                  maxLength={100}
                />
              )}
            />
          )}
        </div>
        <div className={stepStyles.footer}>
          <div role="alert" className={styles.formError}>
            {invalid && <p className="field__error">{t('walletAdd.dmCard.invalid')}</p>}
          </div>
          <LoadingButton loading={add.isPending}>
            {add.isPending ? t('walletAdd.dmCard.sending') : t('walletAdd.dmCard.submit')}
          </LoadingButton>
        </div>
      </form>
    </StepLayout>
  );
}
