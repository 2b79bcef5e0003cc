// The edit page's form (docs/spec/wallet-checklist.md §2, §5): the billing zip code (masked
// 00000-000, optional; a food voucher has none) and the alias (at most 20,
// with a live counter). Saving sends only what changed, and nothing when
// nothing did.
import type { ErrorCode } from '@rosto/contract/errors';
import type { PaymentMethod, UpdateCardDataBody } from '@rosto/contract/schemas/payment-methods';
import { ALIAS_MAX_LENGTH } from '@rosto/contract/validators/card-alias';
import { isValidZipCode, maskZipCode, zipCodeDigits } from '@rosto/contract/validators/zip-code';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { TextField } from '../../../../components/ui/text-field';
import {
  errorCode,
  errorText,
  preloadErrorCatalogue,
  useErrorText,
} from '../../../../lib/error-text';
import '../../../../lib/locales/wallet';
import { showSnackbar } from '../../../../lib/snackbar';
import { paymentMethodQueryOptions } from '../../api/get-payment-method';
import { useUpdateCardData } from '../../api/update-card-data';
import styles from './card-pages.module.css';

export interface CardEditValues {
  zipCode: string;
  alias: string;
}

/** The fields that differ from the card, as the update call takes them (none: nothing to send). */
export function cardDataChanges(
  card: Pick<PaymentMethod, 'zipCode' | 'alias' | 'isFoodVoucher'>,
  values: CardEditValues,
): Omit<UpdateCardDataBody, 'paymentMethodId'> {
  const changes: Omit<UpdateCardDataBody, 'paymentMethodId'> = {};
  // A food voucher has no billing address: its zip is never sent (docs/spec/wallet-checklist.md
  // §5).
  if (!card.isFoodVoucher && zipCodeDigits(values.zipCode) !== (card.zipCode ?? '')) {
    changes.zipCode = values.zipCode;
  }
  if (values.alias.trim() !== (card.alias ?? '')) changes.alias = values.alias.trim();
  return changes;
}

export function CardEditForm({ card }: { card: PaymentMethod }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateCardData();
  const [values, setValues] = useState<CardEditValues>(() => ({
    zipCode: maskZipCode(card.zipCode ?? ''),
    alias: card.alias ?? '',
  }));
  const [zipProblem, setZipProblem] = useState<ErrorCode | null>(null);
  const zipMessage = useErrorText(zipProblem);
  const zipInput = useRef<HTMLInputElement>(null);
  const changes = cardDataChanges(card, values);
  const changed = Object.keys(changes).length > 0;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || update.isPending) return;
    if (changes.zipCode !== undefined && !isValidZipCode(changes.zipCode)) {
      setZipProblem('ZIP_CODE_INVALID');
      zipInput.current?.focus();
      return;
    }
    void preloadErrorCatalogue();
    update.mutate(
      { paymentMethodId: card.id, ...changes },
      {
        onSuccess: (answer) => {
          // The answer is the card as saved; the list is read again by the mutation.
          queryClient.setQueryData(paymentMethodQueryOptions(card.id).queryKey, (old) =>
            old ? { ...answer, balanceCents: old.balanceCents } : answer,
          );
          setValues({ zipCode: maskZipCode(answer.zipCode ?? ''), alias: answer.alias ?? '' });
          showSnackbar(t('wallet.edit.saved'), { variant: 'success' });
        },
        onError: (error) => {
          void errorText(errorCode(error)).then((message) =>
            showSnackbar(message, { variant: 'error' }),
          );
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-labelledby="card-form-title">
      <h2 id="card-form-title" className={styles.sectionTitle}>
        {t('wallet.edit.formTitle')}
      </h2>
      {!card.isFoodVoucher && (
        <TextField
          ref={zipInput}
          label={t('wallet.edit.zip')}
          hint={t('wallet.edit.zipHint')}
          name="zipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          value={values.zipCode}
          error={zipProblem ? zipMessage : null}
          onChange={(event) => {
            setZipProblem(null);
            setValues((current) => ({ ...current, zipCode: maskZipCode(event.target.value) }));
          }}
        />
      )}
      <TextField
        label={t('wallet.edit.alias')}
        hint={t('wallet.edit.aliasCounter', {
          count: values.alias.length,
          max: ALIAS_MAX_LENGTH,
        })}
        name="alias"
        autoComplete="off"
        maxLength={ALIAS_MAX_LENGTH}
        value={values.alias}
        onChange={(event) =>
          setValues((current) => ({
            ...current,
            alias: event.target.value.slice(0, ALIAS_MAX_LENGTH),
          }))
        }
      />
      <LoadingButton loading={update.isPending} disabled={!changed}>
        {t('wallet.edit.save')}
      </LoadingButton>
    </form>
  );
}
