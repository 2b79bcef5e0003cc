// /carteira/food-voucher/{id}/validar (docs/spec/wallet-checklist.md §2 "Food-voucher validation
// variant"): the issuer vouches for the card when it is added (decision 030),
// so this page reads it and shows success; a card it cannot read (not the
// user's, or a failed load) shows the error page with a way to try again.
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { FullScreenLoader } from '../../../../components/ui/full-screen-loader';
import { paths } from '../../../../config/paths';
import { normaliseError } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet-validate';
import { usePaymentMethod } from '../../api/get-payment-method';
import { ValidationLoadError, ValidationSuccess } from '../components/validation-results';
import { cardDisplayState } from '../../shared/utils/card-display';

export function ValidateFoodVoucherRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const card = usePaymentMethod(id);
  const toWallet = useCallback(
    () => void navigate(paths.wallet.getHref(), { replace: true }),
    [navigate],
  );
  const failure = useErrorText(card.isError ? normaliseError(card.error).code : null);
  const pageTitle = t('walletValidate.foodVoucher.pageTitle');

  if (card.isPending) return <FullScreenLoader label={t('walletValidate.loading')} />;

  const data = card.data ?? null;
  if (data && cardDisplayState(data) === 'validated') {
    return (
      <ValidationSuccess
        card={data}
        pageTitle={pageTitle}
        title={t('walletValidate.foodVoucher.successTitle')}
        text={t('walletValidate.foodVoucher.successText', {
          issuer: data.authorizerName,
          lastFour: data.cardLastFourDigits ?? '',
        })}
        onDone={toWallet}
      />
    );
  }
  return (
    <ValidationLoadError
      pageTitle={pageTitle}
      title={t('walletValidate.foodVoucher.errorTitle')}
      // Not found or not validated: the issuer did not confirm this card here.
      reason={failure ?? t('walletValidate.foodVoucher.errorText')}
      retrying={card.isFetching}
      onRetry={() => void card.refetch()}
      onDone={toWallet}
    />
  );
}
