// Texts of the payments screens in English (see payments-pt-br.ts), the help
// tab's included: an English customer disputes a payment in English (decision 072).
import type { paymentsHelpPtBR, paymentsPtBR } from './payments-pt-br';

export const paymentsEn: typeof paymentsPtBR = {
  payments: {
    pageTitle: 'Payments | Rosto',
    title: 'Payments',
    subtitle: 'Your face payments at partner shops.',
    loading: 'Loading your payments',
    today: 'Today',
    yesterday: 'Yesterday',
    canceled: 'Canceled',
    noPaymentMethod: 'Payment method not given',
    loadMore: 'Load more',
    loadingMore: 'Loading more payments…',
    moreLoaded: 'More payments loaded.',
    loadError: 'We could not load your payments.',
    empty: {
      title: 'No payments yet',
      text: 'When you pay with your face at a partner shop, the payment shows up here.',
    },
    receipt: {
      pageTitle: 'Receipt | Rosto',
      title: 'Receipt',
      tabsLabel: 'Payment sections',
      tabs: { receipt: 'Receipt', map: 'Map', help: 'Help' },
      loading: 'Loading the payment',
      notFoundTitle: 'Payment not found',
      notFoundText: 'This payment is not in your account.',
      loadErrorTitle: 'We could not load the payment',
      backToList: 'See my payments',
      amount: 'Amount',
      dateTime: 'Date and time',
      place: 'Place',
      address: 'Address',
      paymentMethod: 'Payment method',
      status: 'Status',
      statusSuccess: 'Approved',
      statusCanceled: 'Canceled',
      statusRefunded: 'Refunded',
      canceledTitle: 'Payment canceled',
      canceledAt: 'Canceled on {{date}}.',
      refund: 'Refund',
      refundedOn: 'Refunded {{amount}} on {{date}}',
      refundedTitle: 'Payment refunded',
      refundedText: 'The whole amount went back to your card.',
      reversedTitle: 'Charge reversed',
      reversedText:
        'The shop did not get the confirmation in time, and the charge was reversed on {{date}}. You pay nothing for it.',
      canceledText: 'This payment was canceled.',
      code: 'Payment code',
    },
    map: {
      pageTitle: 'Map | Rosto',
      title: 'Where you paid',
      label: 'Map showing where {{place}} is',
      loading: 'Loading the map',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      tilesFailed: 'The map could not load right now. The place is marked in the centre.',
    },
  },
};

export const paymentsHelpEn: typeof paymentsHelpPtBR = {
  paymentsHelp: {
    pageTitle: 'Help with the payment | Rosto',
    title: 'Need help with this payment?',
    text: 'Choose what happened. We open a prefilled request to our support team.',
    optionsLabel: 'What happened',
    demo: 'This is a demo environment: support takes no requests here.',
    options: {
      notMine: {
        label: 'I did not make this purchase',
        subject: 'I did not make this purchase',
        description: 'I do not recognise payment {{id}} and I did not make this purchase.',
      },
      wrongAmount: {
        label: 'The amount is wrong',
        subject: 'The amount is wrong',
        description: 'The amount of payment {{id}} is wrong. The right amount is:',
      },
      other: {
        label: 'Another problem',
        subject: 'Problem with a payment',
        description: 'I have a problem with payment {{id}}:',
      },
    },
  },
};
