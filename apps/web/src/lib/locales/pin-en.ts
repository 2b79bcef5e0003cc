// Texts of /perfil/redefinir-pin in English (see pin-pt-br.ts).
import type { PinCatalogue } from './pin-pt-br';

export const pinEn: PinCatalogue = {
  resetPin: {
    pageTitle: 'Password | Rosto',
    intro: {
      title: 'Your 4-digit password',
      text: 'Some shops and larger payments ask for your password as well as your face. You can change it here.',
      signOutNote:
        'When you change it, we log you out on your other devices. There, you log in again with your CPF and a code by SMS.',
      change: 'Change password',
      forgot: "I don't know my password",
      createTitle: 'Create your 4-digit password',
      createText:
        'Some shops and larger payments ask for a password as well as your face. We will send you a temporary password by SMS, and with it you create your own.',
      create: 'Create password',
    },
    verify: {
      currentTitle: 'Enter your current password',
      currentText: 'To change your password, first confirm the one you use today.',
      smsTitle: 'Enter the password sent by SMS',
      smsText:
        "We sent a new 4-digit password by SMS to your account's phone. It arrives in about {{seconds}} seconds.",
      checking: 'Checking your password…',
    },
    choose: {
      title: 'Create your new password',
      text: 'Choose 4 digits that are hard to guess: no repeated digits, sequences or years.',
    },
    confirm: {
      title: 'Confirm the new password',
      text: 'Enter the new password once more.',
      saving: 'Saving your new password…',
    },
    changed: {
      title: 'New password saved!',
      text: 'Use the new password whenever a shop or a payment asks for it. For your safety, we signed you out on your other devices.',
      backToProfile: 'Back to profile',
    },
    triesLeft_one: '{{count}} try left before the password locks.',
    triesLeft_other: '{{count}} tries left before the password locks.',
    reset: 'Reset password',
    sending: 'Sending a new password by SMS…',
  },
};
