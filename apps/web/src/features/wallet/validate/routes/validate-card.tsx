// /carteira/{id}/validar (docs/spec/wallet-checklist.md §2 "Card validation screen", §4, §7, §8):
// reads the card, then shows what its state asks for: validated (success),
// cannot be validated (failure), the security code (CVV branch), or the
// 3-step flow: explanation (its confirm makes the small charge), the amount
// in cents, and "valor incorreto". Two wrong tries (counted by the server)
// end on the failure screen. No card data is kept in the browser.
import { useQueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@rosto/contract/errors';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { useCallback, useReducer, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { FullScreenLoader } from '../../../../components/ui/full-screen-loader';
import { paths } from '../../../../config/paths';
import { normaliseError } from '../../../../lib/api-client';
import { errorText, preloadErrorCatalogue, useErrorText } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet-validate';
import { showSnackbar } from '../../../../lib/snackbar';
import { useHeadingFocusOnStepChange } from '../../../../lib/use-heading-focus-on-step-change';
import { paymentMethodQueryOptions, usePaymentMethod } from '../../api/get-payment-method';
import { useRandomAmountCheck } from '../../api/random-amount-check';
import { useStartCardValidation } from '../../api/start-card-validation';
import { useUpdateCvv } from '../../api/update-cvv';
import { ValidationAmount } from '../components/validation-amount';
import { ValidationCvv } from '../components/validation-cvv';
import { ValidationExplanation, ValidationLeaveDialog } from '../components/validation-explanation';
import { ValidationIncorrect } from '../components/validation-incorrect';
import {
  ValidationFailure,
  ValidationLoadError,
  ValidationNotFound,
  ValidationReview,
  ValidationSuccess,
} from '../components/validation-results';
import { markExplained, wasExplained } from '../utils/validation-explained';
import {
  MAX_EXCEEDED,
  initialValidationFlow,
  remainingTriesOf,
  validationFlowReducer,
  validationScreen,
} from '../utils/validation-flow';
import { hasRegisterIntention } from '../../../../lib/registration-journey';

/** An id the API refuses (400) or does not know (404) is a card that is not there. */
function isMissingCard(error: unknown): boolean {
  const { status } = normaliseError(error);
  return status === 400 || status === 404;
}

/** The mapped message of a refusal in an error snackbar (above the tab bar when it shows). */
async function showErrorSnackbar(code: ErrorCode) {
  showSnackbar(await errorText(code), { variant: 'error' });
}

export function ValidateCardRoute() {
  const { id = '' } = useParams();
  // Keyed by card: another card starts with a fresh flow and tries count
  // (docs/spec/wallet-checklist.md §4).
  return <ValidateCard key={id} cardId={id} />;
}

function ValidateCard({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const card = usePaymentMethod(cardId);
  const start = useStartCardValidation();
  const check = useRandomAmountCheck();
  const updateCvv = useUpdateCvv();
  // A registration shows the explanation first unless this tab already went through it.
  const [registering] = useState(hasRegisterIntention);
  const [state, dispatch] = useReducer(validationFlowReducer, undefined, () =>
    initialValidationFlow({ skipExplanation: registering && wasExplained(cardId) }),
  );
  const [confirmLeave, setConfirmLeave] = useState(false);
  // A refused code empties the field: a new field for each attempt.
  const [cvvAttempt, setCvvAttempt] = useState(0);
  const loadFailure = useErrorText(
    card.isError && !isMissingCard(card.error) ? normaliseError(card.error).code : null,
  );

  const screen =
    card.data !== undefined
      ? validationScreen(card.data, state)
      : card.isError && isMissingCard(card.error)
        ? validationScreen(null, state)
        : null;
  useHeadingFocusOnStepChange(screen?.name ?? (card.isError ? 'load-error' : null));

  const toWallet = useCallback(
    () => void navigate(paths.wallet.getHref(), { replace: true }),
    [navigate],
  );
  /** The answer to a validation call is the card: it replaces the one read. */
  const keepCard = (answer: PaymentMethod) =>
    queryClient.setQueryData(paymentMethodQueryOptions(cardId).queryKey, answer);

  const startValidation = () => {
    void preloadErrorCatalogue();
    start.mutate(cardId, {
      onSuccess: (answer) => {
        keepCard(answer);
        markExplained(cardId);
        // An issuer that refused the charge leaves validationMissingData CVV: the CVV branch.
        dispatch({ type: 'started' });
      },
      onError: (error) => {
        const { code } = normaliseError(error);
        if (code === MAX_EXCEEDED) dispatch({ type: 'max-exceeded' });
        else void showErrorSnackbar(code);
      },
    });
  };

  const sendAmount = (amountCents: number) => {
    void preloadErrorCatalogue();
    check.mutate(
      { paymentMethodId: cardId, amount: amountCents, tries: state.tries + 1 },
      {
        onSuccess: (answer) => {
          keepCard(answer);
          dispatch({ type: 'validated' });
        },
        onError: (error) => {
          const refusal = normaliseError(error);
          dispatch({
            type: 'amount-refused',
            code: refusal.code,
            remainingTries: remainingTriesOf(refusal.extra),
          });
        },
      },
    );
  };

  const sendCvv = (cvv: string) => {
    void preloadErrorCatalogue();
    updateCvv.mutate(
      { paymentMethodId: cardId, cvv },
      {
        onSuccess: (answer) => {
          keepCard(answer);
          dispatch({ type: 'validated' });
        },
        onError: (error) => {
          const refusal = normaliseError(error);
          if (refusal.code === MAX_EXCEEDED) {
            dispatch({ type: 'max-exceeded' });
            return;
          }
          setCvvAttempt((attempt) => attempt + 1);
          // A wrong code is PAYMENT_METHOD_INVALID answered 403 (decision 030): say it is the code.
          const wrongCode = refusal.code === 'PAYMENT_METHOD_INVALID' && refusal.status === 403;
          void showErrorSnackbar(wrongCode ? 'INVALID_CVV' : refusal.code);
        },
      },
    );
  };

  if (screen === null) {
    if (card.isError) {
      return (
        <ValidationLoadError
          reason={loadFailure}
          retrying={card.isFetching}
          onRetry={() => void card.refetch()}
          onDone={toWallet}
        />
      );
    }
    return <FullScreenLoader label={t('walletValidate.loading')} />;
  }
  const data = card.data ?? null;

  switch (screen.name) {
    case 'not-found':
      return <ValidationNotFound onDone={toWallet} />;
    case 'success':
      return <ValidationSuccess card={data ?? { formattedOneLine: '' }} onDone={toWallet} />;
    case 'review':
      return <ValidationReview onDone={toWallet} />;
    case 'failure':
      return (
        <ValidationFailure
          card={data ?? { authorizerName: '' }}
          variant={screen.variant}
          code={state.outcome === 'max-exceeded' ? MAX_EXCEEDED : null}
          onDone={toWallet}
        />
      );
  }
  if (data === null) return <ValidationNotFound onDone={toWallet} />;

  switch (screen.name) {
    case 'cvv':
      return (
        <ValidationCvv
          key={cvvAttempt}
          card={data}
          sending={updateCvv.isPending}
          onSubmit={sendCvv}
          onBack={toWallet}
        />
      );
    case 'explanation':
      return (
        <ValidationExplanation
          starting={start.isPending}
          onConfirm={startValidation}
          onLeave={toWallet}
        />
      );
    case 'amount':
      return (
        <>
          <ValidationAmount
            card={data}
            registering={registering}
            sending={check.isPending}
            onSubmit={sendAmount}
            onBack={() => setConfirmLeave(true)}
          />
          {confirmLeave && (
            <ValidationLeaveDialog onKeep={() => setConfirmLeave(false)} onLeave={toWallet} />
          )}
        </>
      );
    case 'incorrect':
      return (
        <ValidationIncorrect
          card={data}
          refusal={state.refusal}
          remainingTries={state.remainingTries}
          onRetry={() => dispatch({ type: 'try-again' })}
        />
      );
  }
}
