// /carteira/adicionar (docs/spec/wallet-checklist.md §2 "Add payment method", §4, §7, §8): the
// selection, then the credit card, food voucher, Senff or DM card form; or
// "em análise" when no card can be added yet. The authorizers failing to load
// lead straight to the credit card. Closing goes to the wallet, asking first
// in the middle of a registration.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { IconButton } from '../../../../components/ui/icon-button';
import { env } from '../../../../config/env';
import { paths } from '../../../../config/paths';
import '../../../../lib/locales/wallet-add';
import { showSnackbar } from '../../../../lib/snackbar';
import { useHeadingFocusOnStepChange } from '../../../../lib/use-heading-focus-on-step-change';
import { useProfile } from '../../../../lib/user-profile';
import { useAuthorizers } from '../../api/get-authorizers';
import { usePaymentMethodStatus } from '../../api/get-payment-method-status';
import { AddCloseDialog } from '../components/add-close-dialog';
import { AddCreditCardForm } from '../components/add-credit-card-form';
import { AddDmCardForm } from '../components/add-dm-card-form';
import { AddFoodVoucherForm } from '../components/add-food-voucher-form';
import { AddSelection, AddSelectionSkeleton } from '../components/add-selection';
import { AddSenffFlow } from '../components/add-senff-flow';
import { AddValidatingProfile } from '../components/add-validating-profile';
import {
  type ChosenAddMode,
  initialAddMode,
  laterDestination,
  offeredAuthorizers,
} from '../utils/add-mode';
import { hasRegisterIntention } from '../../../../lib/registration-journey';

export function AddPaymentMethodRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const authorizers = useAuthorizers();
  const status = usePaymentMethodStatus();
  const [chosen, setChosen] = useState<ChosenAddMode | null>(null);
  // The registration hands its intention to the face flow, which keeps it
  // until the journey ends; read once, as the validation screen does.
  const [registering] = useState(hasRegisterIntention);
  const [confirmClose, setConfirmClose] = useState(false);

  const list = useMemo(
    () => offeredAuthorizers(authorizers.data ?? [], env.isDemo),
    [authorizers.data],
  );
  const initial = initialAddMode({
    profileLoaded: profile.data !== undefined,
    allowAddPaymentStatus: profile.data?.allowAddPaymentStatus ?? null,
    authorizers: {
      // A failed refetch keeps the list it had.
      state: authorizers.data ? 'ready' : authorizers.isError ? 'error' : 'loading',
      list,
    },
    status: { loading: status.isPending, data: status.data ?? null },
  });
  const mode = chosen ?? initial;
  useHeadingFocusOnStepChange(mode === 'loading' ? null : mode);

  const toWallet = useCallback(
    () => void navigate(paths.wallet.getHref(), { replace: true }),
    [navigate],
  );
  const later = () => {
    const allDisabled = list.length > 0 && list.every((item) => item.disabled);
    const destination = laterDestination({ registering, allAuthorizersDisabled: allDisabled });
    void navigate(destination === 'home' ? paths.home.getHref() : paths.wallet.getHref(), {
      replace: true,
    });
  };
  const close = () => (registering ? setConfirmClose(true) : toWallet());
  const closeButton = <IconButton icon="close" label={t('walletAdd.close')} onClick={close} />;
  // Without the list there is no selection to go back to.
  const backToSelection = () => (initial === 'credit-card' ? close() : setChosen(null));

  const screen = (() => {
    switch (mode) {
      case 'loading':
        return <AddSelectionSkeleton headerEnd={closeButton} />;
      case 'validating-profile':
        return <AddValidatingProfile onLater={later} headerEnd={closeButton} />;
      case 'selection':
        return (
          <AddSelection
            authorizers={list}
            status={status.data ?? null}
            onChoose={setChosen}
            headerEnd={closeButton}
          />
        );
      case 'credit-card':
        return (
          <AddCreditCardForm
            authorizers={list}
            onBack={backToSelection}
            onLeave={toWallet}
            onAdded={(id) => {
              showSnackbar(t('walletAdd.creditCard.added'), { variant: 'success' });
              // The validation screen explains the small charge and starts it.
              void navigate(paths.walletCardValidate.getHref(id), { replace: true });
            }}
          />
        );
      case 'food-voucher':
        return (
          <AddFoodVoucherForm
            onBack={backToSelection}
            onLeave={toWallet}
            onAdded={(id) =>
              void navigate(paths.walletFoodVoucherValidate.getHref(id), { replace: true })
            }
          />
        );
      case 'senff':
        return (
          <AddSenffFlow
            defaultCardName={
              list.find((item) => item.id === 'SENFF')?.metadata?.cardName ?? 'Senff'
            }
            onBack={backToSelection}
            onDone={toWallet}
          />
        );
      case 'dm-card':
        return (
          <AddDmCardForm
            metadata={list.find((item) => item.id === 'DMCARD')?.metadata ?? null}
            onBack={backToSelection}
            onAdded={() => {
              showSnackbar(t('walletAdd.dmCard.added'), { variant: 'success' });
              toWallet();
            }}
          />
        );
    }
  })();

  return (
    <>
      {screen}
      {confirmClose && <AddCloseDialog onLater={later} onStay={() => setConfirmClose(false)} />}
    </>
  );
}
