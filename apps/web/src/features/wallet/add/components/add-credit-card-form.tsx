// The credit card form (docs/spec/wallet-checklist.md §2, §4, §5, §8): number in groups of four
// with the brand's icon (focus moves on at 19 characters), MM/YY, CVV by
// brand, optional CEP, the uppercased holder name and the alias with its
// counter. Each field says its own problem on leaving it (issue 29), apart from
// the others; continue focuses the first invalid field with its message; the
// button waits for a valid CVV and says so under it. A refusal that ends the attempt opens the
// sheet; any other is a snackbar, and the CVV is cleared (the button waits for
// a new one). Card data lives in this form's memory only.
import { cardSheetCodes } from '@rosto/contract/card-error-sheets';
import type { Authorizer } from '@rosto/contract/schemas/payment-methods';
import type { CardErrorSheet } from '@rosto/contract/card-error-sheets';
import { isValidCvv } from '@rosto/contract/validators/cvv';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation, useLanguage } from '../../../../lib/i18n';
import { env } from '../../../../config/env';
import { normaliseError } from '../../../../lib/api-client';
import { errorText, preloadErrorCatalogue } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet-add';
import { showSnackbar } from '../../../../lib/snackbar';
import { useAddCreditCard } from '../../api/add-credit-card';
import {
  type CreditCardValues,
  brandOf,
  creditCardBody,
  creditCardFieldOrder,
  creditCardProblems,
  cvvLengthFor,
  errorSheetOf,
  firstProblemField,
  problemsResolver,
} from '../utils/add-card-rules';
import {
  AliasField,
  BrandIcon,
  CardNumberField,
  CvvField,
  ExpiryField,
  HolderNameField,
  ZipCodeField,
} from './add-card-fields';
import { AddFormStep, BoundField } from './add-form-step';
import styles from './add-screens.module.css';

const emptyCard: CreditCardValues = {
  number: '',
  expiration: '',
  cvv: '',
  zipCode: '',
  name: '',
  alias: '',
};

export function AddCreditCardForm({
  authorizers,
  onBack,
  onAdded,
  onLeave,
}: {
  /** For the brand icons; empty when they failed to load. */
  authorizers: readonly Authorizer[];
  onBack: () => void;
  onAdded: (paymentMethodId: string) => void;
  /** After the sheet: back to the wallet. */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const add = useAddCreditCard();
  const [sheet, setSheet] = useState<CardErrorSheet | null>(null);
  // After a refusal the CVV was cleared: the button waits until it is typed again.
  const [cvvStale, setCvvStale] = useState(false);
  const { control, handleSubmit, setFocus, setValue, reset } = useForm<CreditCardValues>({
    defaultValues: emptyCard,
    // Checked on leaving each field, then as it is corrected (issue 29).
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    resolver: problemsResolver((values: CreditCardValues) =>
      creditCardProblems(values, { isDemo: env.isDemo }),
    ),
  });
  const number = useWatch({ control, name: 'number' });
  const cvv = useWatch({ control, name: 'cvv' });
  const cvvLength = cvvLengthFor(number);
  const brand = brandOf(number, authorizers);

  const refused = async (error: unknown) => {
    const { code, extra } = normaliseError(error);
    const refusalSheet = errorSheetOf(code, extra, cardSheetCodes, language);
    if (refusalSheet) {
      setSheet(refusalSheet);
      return;
    }
    setValue('cvv', '');
    setCvvStale(true);
    setFocus('cvv');
    showSnackbar(await errorText(code), { variant: 'error' });
  };

  const submit = handleSubmit(
    (values) => {
      void preloadErrorCatalogue();
      add.mutate(creditCardBody(values), {
        onSuccess: ({ id }) => onAdded(id),
        onError: (error) => void refused(error),
      });
    },
    (errors) => {
      const first = firstProblemField(creditCardFieldOrder, errors);
      if (first) setFocus(first);
    },
  );

  const cvvHint = cvvStale
    ? t('walletAdd.card.cvvAgain')
    : cvvLength === 4
      ? t('walletAdd.card.cvvHint4')
      : cvvLength === 3
        ? t('walletAdd.card.cvvHint3')
        : t('walletAdd.card.cvvHintAny');

  return (
    <AddFormStep
      kind="creditCard"
      pending={add.isPending}
      onBack={onBack}
      onSubmit={submit}
      submitDisabled={cvvStale || !isValidCvv(cvv, cvvLength)}
      submitHint={t('walletAdd.creditCard.needsCvv')}
      sheet={sheet}
      onSheetDone={() => {
        reset(emptyCard);
        setSheet(null);
        onLeave();
      }}
    >
      <BoundField control={control} name="number">
        {(input) => (
          <CardNumberField
            {...input}
            label={t('walletAdd.card.number')}
            end={brand && <BrandIcon name={brand.name} icon={brand.icon} />}
            onFilled={() => setFocus('expiration')}
          />
        )}
      </BoundField>
      <div className={styles.pair}>
        <BoundField control={control} name="expiration">
          {(input) => <ExpiryField {...input} />}
        </BoundField>
        <BoundField control={control} name="cvv">
          {(input) => (
            <CvvField
              {...input}
              onChange={(next) => {
                setCvvStale(false);
                input.onChange(next);
              }}
              length={cvvLength}
              hint={cvvHint}
            />
          )}
        </BoundField>
      </div>
      <BoundField control={control} name="zipCode">
        {(input) => <ZipCodeField {...input} label={t('walletAdd.creditCard.zip')} />}
      </BoundField>
      <BoundField control={control} name="name">
        {(input) => <HolderNameField {...input} />}
      </BoundField>
      <BoundField control={control} name="alias">
        {(input) => <AliasField {...input} />}
      </BoundField>
    </AddFormStep>
  );
}
