// Texts of the help centre's screens in English (see help-pt-br.ts).
import type { HelpCatalogue } from './help-pt-br';

export const helpEn: HelpCatalogue = {
  help: {
    pageTitle: 'Help centre | Rosto',
    title: 'Help centre',
    subtitle: 'How to pay with your face, your PIN, cards, privacy and where to use Rosto.',
    searchLabel: 'Search help',
    searchPlaceholder: 'E.g. card, PIN, refund',
    resultsCount_one: '{{count}} article found',
    resultsCount_other: '{{count}} articles found',
    noResults: 'No article for “{{query}}”. Try another word or see the topics below.',
    resultsTitle: 'Results',
    shopsLink: 'Partner shops',
    shopsLinkText: 'Where to pay with your face, with addresses',
    loading: 'Loading help',
    articleNotFoundTitle: 'Article not found',
    articleNotFoundText: 'This article does not exist or has moved.',
    backToHelp: 'See all articles',
    related: 'More on {{topic}}',
    shops: {
      pageTitle: 'Partner shops | Rosto',
      title: 'Partner shops',
      subtitle: 'Shops where you pay with your face. Tell the cashier you will pay with your face.',
      partnerTitle: '{{partner}} shops',
      othersTitle: 'Other shops that take Rosto',
      loading: 'Loading shops',
      loadError: 'The shops could not be loaded.',
      retry: 'Try again',
      empty: 'No shop takes Rosto yet. Come back soon.',
      noAddress: 'Address not given',
    },
  },
};
