// E-mail edit, e-mail confirmation and account deletion texts in English (see account-pt-br.ts).
import type { AccountCatalogue } from './account-pt-br';

export const accountEn: AccountCatalogue = {
  account: {
    edit: {
      pageTitle: 'Change e-mail | Rosto',
      title: 'Your e-mail',
      subtitle:
        'We send a link to the address you enter. Confirming your e-mail helps protect your account.',
      hint: 'E.g. maria@example.com',
      alreadyValidated: 'This e-mail is already confirmed. To change it, type a new address.',
      send: 'Send confirmation link',
    },
    validate: {
      pageTitle: 'Confirm your e-mail | Rosto',
      title: 'Confirm your e-mail',
      titleResent: 'We sent a new link',
      sentTo: 'We sent a confirmation link to',
      text: "Open the e-mail and tap the link to confirm. If you can't find it, check your spam folder too.",
      resendIn: 'You can ask for a new link in {{time}}',
      resendReady: "Didn't get the e-mail?",
      resend: 'Resend link',
      backToProfile: 'Back to profile',
    },
    deletion: {
      pageTitle: 'Delete account | Rosto',
      title: 'Delete your account',
      subtitle: 'For your safety, deletion is handled by our support team.',
      stepsLabel: 'How it works',
      steps: {
        form: 'You fill in a form asking for your account to be deleted.',
        identity: 'We check your identity within a day (24 business hours).',
        email: 'We e-mail you the safety steps to complete the deletion.',
      },
      help: 'Any questions?',
      helpCenter: 'Visit the help center',
      request: 'Request account deletion',
      ticket: {
        subject: 'Account closure',
        description: 'I want to close my Rosto account and delete my data.',
      },
    },
  },
};
