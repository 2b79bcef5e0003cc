// E-mail edit, e-mail confirmation, account deletion and data download texts in
// English (see account-pt-br.ts).
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
      subtitle:
        'You can ask our support team to delete your account, or delete it right now, here in the app.',
      subtitleSelfOnly: 'You can delete your account right now, here in the app.',
      stepsLabel: 'With our team',
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
      now: {
        title: 'Delete my account now',
        intro: 'The deletion happens at once and cannot be undone:',
        effects: {
          face: 'Your face photos and face data are erased.',
          sessions: 'You are signed out on every device.',
          account: 'The account stops working: no more paying with your face or signing in to it.',
          kept: 'We keep only what the law requires, for as long as it requires.',
          again: 'If you sign up again later, a new account is created.',
        },
        pinNote: 'To confirm, type your 4-digit password.',
        codeNote: 'To confirm, we send a code by SMS to your phone.',
        start: 'Confirm with my password',
        sendCode: 'Send code',
        pinPageTitle: 'Confirm the deletion | Rosto',
        pinTitle: 'Type your password',
        pinText: 'The 4-digit password you use in the app.',
        codePageTitle: 'Deletion code | Rosto',
        codeTitle: 'Enter the code',
        codeText: 'We sent a code by SMS to {{phone}}.',
        confirmTitle: 'Delete my account?',
        confirmText:
          'Your face data will be erased and you will be signed out on every device. This cannot be undone.',
        confirm: 'Delete account',
        deleting: 'Deleting the account…',
        deleted: 'Your account has been deleted.',
      },
    },
    myData: {
      link: 'Download my data',
      pageTitle: 'Download my data | Rosto',
      title: 'Download my data',
      subtitle:
        'A file with what Rosto keeps about you, to check or to take to another service (LGPD, art. 18).',
      contentsLabel: 'What the file holds',
      contents: {
        profile: 'Your sign-up details: name, CPF, phone and e-mail.',
        consents: 'The terms and permissions you accepted, with their dates.',
        email: 'E-mail changes and confirmations.',
        sessions: 'Your sessions: when and from which device you signed in and out.',
        face: 'The dates and status of your face registrations. The face photo and the biometric template are not in the file.',
        pin: 'The dates your password was reset.',
        limits: 'Your payment limits, and whether paying by face is paused.',
        cards:
          "The wallet's cards, deleted ones too: only the last 4 digits, never the full number nor the CVV, and the validation charges.",
        payments: 'Your payments: shop, amount, card and date, and the cancellations.',
        events: 'Records of how you used the app.',
      },
      format: 'The file is JSON: any text editor opens it.',
      download: 'Download my data',
    },
  },
};
