// Texts of the offline page in English (see offline-pt-br.ts).
import type { OfflineCatalogue } from './offline-pt-br';

export const offlineEn: OfflineCatalogue = {
  offline: {
    pageTitle: 'No connection | Rosto',
    title: 'You are offline.',
    text: 'This page could not open. Check your internet connection and try again.',
    retry: 'Try again',
    banner: 'No connection. What you see may be out of date.',
  },
};
