// The food-voucher form (docs/spec/wallet-checklist.md §2, §5, §8; decision 030): the 16-digit
// Green Benefícios number and the alias with its counter. A bad field is a
// toast and takes the focus. The refusals that end the attempt open the sheet;
// any other is a toast and an analytics event, and the button stays disabled
// until the form changes — except after NETWORK_ERROR, where a retry can work.
// The body carries the spec's issuer payload (decision 031): the provider as
// retailer, product '1', the signed-in customer as client; the server builds
// its own from the session and trusts none of it.
import { foodVoucherSheetCodes } from '@rosto/contract/card-error-sheets';
import type { CardErrorSheet } from '@rosto/contract/card-error-sheets';
import { FOOD_VOUCHER_PROVIDER } from '@rosto/contract/schemas/payment-methods';
import { cardNumberDigits } from '@rosto/contract/validators/card-number';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, useLanguage } from '../../../../lib/i18n';
import { track } from '../../../../lib/analytics';
import { normaliseError } from '../../../../lib/api-client';
import { errorText, preloadErrorCatalogue } from '../../../../lib/error-text';
import { useProfile } from '../../../../lib/user-profile';
import '../../../../lib/locales/wallet-add';
import { showSnackbar } from '../../../../lib/snackbar';
import { useAddFoodVoucher } from '../../api/add-food-voucher';
import {
  type FieldProblem,
  type FoodVoucherValues,
  errorSheetOf,
  firstProblemField,
  foodVoucherFieldOrder,
  foodVoucherProblems,
  problemsResolver,
} from '../utils/add-card-rules';
import { addAnalyticsEvents } from '../utils/add-mode';
import { AliasField, FoodVoucherNumberField } from './add-card-fields';
import { AddFormStep, BoundField } from './add-form-step';

const emptyVoucher: FoodVoucherValues = { number: '', alias: '' };

/** The issuer's product id for the food voucher (docs/spec/wallet-checklist.md §3 payloads). */
const FOOD_VOUCHER_PRODUCT_ID = '1';

export function AddFoodVoucherForm({
  onBack,
  onAdded,
  onLeave,
}: {
  onBack: () => void;
  onAdded: (paymentMethodId: string) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const add = useAddFoodVoucher();
  // Loaded already: the add screen shows no form before the profile.
  const clientId = useProfile().data?.id;
  const [sheet, setSheet] = useState<CardErrorSheet | null>(null);
  // Re-disabled after a refusal (not a network failure) until the form changes.
  const [blocked, setBlocked] = useState(false);
  const { control, handleSubmit, setFocus, reset } = useForm<FoodVoucherValues>({
    defaultValues: emptyVoucher,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    resolver: problemsResolver(foodVoucherProblems),
  });

  const toast = async (problemOrCode: FieldProblem) => {
    const text =
      problemOrCode === 'required' || problemOrCode === 'demoBrand'
        ? t('walletAdd.required')
        : await errorText(problemOrCode);
    showSnackbar(text, { variant: 'error' });
  };

  const refused = async (error: unknown) => {
    const { code, extra } = normaliseError(error);
    track(addAnalyticsEvents.foodVoucherAddFailed, { code });
    const refusalSheet = errorSheetOf(code, extra, foodVoucherSheetCodes, language);
    if (refusalSheet) {
      setSheet(refusalSheet);
      return;
    }
    setBlocked(code !== 'NETWORK_ERROR');
    await toast(code);
  };

  const submit = handleSubmit(
    (values) => {
      void preloadErrorCatalogue();
      const alias = values.alias.trim();
      const withAlias = alias ? { alias } : {};
      add.mutate(
        {
          number: cardNumberDigits(values.number),
          privateLabelProvider: FOOD_VOUCHER_PROVIDER,
          ...withAlias,
          // Without a profile the server builds the payload alone (the contract allows it).
          ...(clientId
            ? {
                payload: {
                  retailerId: FOOD_VOUCHER_PROVIDER,
                  productId: FOOD_VOUCHER_PRODUCT_ID,
                  clientId,
                  ...withAlias,
                },
              }
            : {}),
        },
        { onSuccess: ({ id }) => onAdded(id), onError: (error) => void refused(error) },
      );
    },
    (errors) => {
      const first = firstProblemField(foodVoucherFieldOrder, errors);
      if (!first) return;
      setFocus(first);
      void toast(errors[first]?.message as FieldProblem);
    },
  );

  const changed =
    (onChange: (value: string) => void) =>
    (value: string): void => {
      setBlocked(false);
      onChange(value);
    };

  return (
    <AddFormStep
      kind="foodVoucher"
      pending={add.isPending}
      onBack={onBack}
      onSubmit={submit}
      submitDisabled={blocked}
      sheet={sheet}
      onSheetDone={() => {
        reset(emptyVoucher);
        setSheet(null);
        onLeave();
      }}
    >
      <BoundField control={control} name="number">
        {(input) => (
          <FoodVoucherNumberField
            {...input}
            label={t('walletAdd.card.number')}
            onChange={changed(input.onChange)}
          />
        )}
      </BoundField>
      <BoundField control={control} name="alias">
        {(input) => <AliasField {...input} onChange={changed(input.onChange)} />}
      </BoundField>
    </AddFormStep>
  );
}
