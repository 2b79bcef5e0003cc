// Texts of /perfil/limites in English (see limits-pt-br.ts).
import type { LimitsCatalogue } from './limits-pt-br';

export const limitsEn: LimitsCatalogue = {
  limits: {
    link: 'Payment limits',
    pageTitle: 'Payment limits | Rosto',
    title: 'Payment limits',
    subtitle:
      'You decide how much can be paid with your face and when the shop asks for your password.',
    loading: 'Loading your limits…',
    loadFailed: 'Could not load your limits.',
    retry: 'Try again',
    pause: {
      label: 'Pause paying by face',
      hint: 'While paused, no shop accepts a payment with your face. It takes effect at once.',
      pausedSince: 'Paused since {{date}}.',
    },
    pinAbove: {
      label: 'Ask for the password above',
      hint: 'Above this amount the shop always asks for your password. With {{zero}}, at every payment.',
      tooHigh: 'The most it can be is {{max}}.',
    },
    daily: {
      label: 'Daily limit',
      hint: 'The total of face payments in one day (Brasília time).',
      noLimit: 'No daily limit',
      outOfRange: 'Choose an amount between {{min}} and {{max}}.',
    },
    save: 'Save limits',
    pinNote: 'To raise a limit or resume paying by face, we ask for your password.',
    createPin: 'Create password',
    pin: {
      pageTitle: 'Confirm with your password | Rosto',
      title: 'Enter your password',
      text: 'To raise a limit or resume paying by face, confirm it is you.',
      saving: 'Saving…',
    },
    saved: 'Limits saved.',
    paused: 'Paying by face is paused.',
    resumed: 'Paying by face is on again.',
  },
};
