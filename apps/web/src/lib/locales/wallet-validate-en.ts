// Texts of the card validation screens in English (see wallet-validate-pt-br.ts).
import type { walletValidatePtBR } from './wallet-validate-pt-br';

export const walletValidateEn: typeof walletValidatePtBR = {
  walletValidate: {
    pageTitle: 'Validate card | Rosto',
    loading: 'Loading the card…',
    backToWallet: 'Back to the wallet',
    gotIt: 'Got it',
    help: 'I need help',
    ticket: {
      subject: 'Card validation',
      description: 'I need help validating my {{authorizer}} card in the wallet.',
    },
    notFound: {
      title: 'Card not found',
      text: 'This card is not in your wallet. It may have been deleted.',
    },
    loadError: {
      title: 'We could not load the card',
      retry: 'Try again',
    },
    explanation: {
      title: "Let's validate your card",
      subtitle: 'This is how we confirm the card is yours. Here is how it works:',
      listLabel: 'Validation steps',
      step1: 'We make a small charge, between {{min}} and {{max}}, on your card.',
      step2: "It shows on your statement or in your bank's app, usually within a few minutes.",
      step3: 'You type the exact amount of that charge here.',
      step4: 'The amount is refunded within 24 hours.',
      confirm: 'Make the charge',
      cancel: 'Validate later',
      starting: 'Making the charge…',
    },
    cancelDialog: {
      title: 'Validate later?',
      text: 'The card can only be used for payments once it is validated. You can come back at any time from the wallet.',
      keep: 'Keep validating',
      leave: 'Leave validation',
    },
    amount: {
      title: 'How much was charged?',
      subtitle: "Check your statement or your bank's app and type the exact amount of the charge.",
      phoneHint: "Open your bank's app on your phone: the charge shows among the recent entries.",
      label: 'Charged amount',
      hint: 'Between {{min}} and {{max}}.',
      outOfRange:
        'The validation charge is between {{min}} and {{max}}. Check the amount on your statement.',
      submit: 'Validate card',
      sending: 'Checking the amount…',
      card: 'Card',
    },
    incorrect: {
      title: 'Incorrect amount',
      text: "The amount you typed is not the charge's. Check your statement or your bank's app and try again.",
      remaining_one: 'You have {{count}} more try.',
      remaining_other: 'You have {{count}} more tries.',
      retry: 'Try again',
    },
    cvv: {
      title: 'Validate card',
      subtitle:
        'Your bank did not accept the validation charge. Confirm the security code to validate the card.',
      label: 'Security code (CVV)',
      hint3: 'The 3 digits on the back of the card.',
      hint4: 'The 4 digits on the front of the card.',
      hintAny: "The 3 or 4 digits of the card's security code.",
      submit: 'Validate card',
      sending: 'Checking the code…',
    },
    success: {
      title: 'Card validated!',
      text: 'Done: the card {{card}} can now be used to pay with your face.',
      animation: 'Card validated',
    },
    failure: {
      title: 'We could not validate the card',
      text: 'For your safety, this card can no longer be validated. Delete it from the wallet and add another card.',
      reregisterTitle: 'Add the card again',
      reregisterText:
        "Your bank did not accept the validation charge, and this card's security code (CVV) could not be checked. Delete the card and add it again with all its details.",
    },
    review: {
      title: 'Card under review',
      text: 'We are reviewing this card and will answer within 48 hours. After that, you can validate it from the wallet.',
    },
    foodVoucher: {
      pageTitle: 'Food voucher | Rosto',
      successTitle: 'Food voucher card added!',
      successText:
        '{{issuer}} confirmed your card ending in {{lastFour}}. It can now be used to pay with your face.',
      errorTitle: 'We could not validate the card',
      errorText: 'We could not confirm this food voucher card. Try again or talk to us.',
    },
  },
};
