// Texts of the payments screens in English (see payments-pt-br.ts). The help
// tab has none: it is Portuguese only (docs/spec/wallet-checklist.md §2).
import type { paymentsPtBR } from './payments-pt-br';

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
      paymentMethod: 'Payment method',
      status: 'Status',
      statusSuccess: 'Approved',
      statusCanceled: 'Canceled',
      canceledTitle: 'Payment canceled',
      canceledAt: 'Canceled on {{date}}.',
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
    },
  },
};
