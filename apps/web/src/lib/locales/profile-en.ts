// Texts of the profile screen (/profile) in English (see profile-pt-br.ts).
import type { profilePtBR } from './profile-pt-br';

export const profileEn: typeof profilePtBR = {
  profile: {
    pageTitle: 'Profile | Rosto',
    title: 'Profile',
    cpf: 'CPF',
    registerFace: 'Register my face',
    replaceFace: 'Replace face photo',
    logout: 'Log out',
    personalInfo: {
      title: 'Personal details',
      phone: 'Mobile',
      email: 'E-mail',
      notInformed: 'Not provided',
      addEmail: 'Add an e-mail',
      emailMissing: 'No e-mail on file',
      emailPending: 'E-mail not confirmed',
      validateHint: 'Tap to confirm your e-mail.',
    },
    safety: {
      title: 'Security',
      changePin: 'Change password',
    },
    help: {
      title: 'Help',
      whereToUse: 'Where to use',
      support: 'Support',
      supportSubject: 'I need help with Rosto',
      supportDescription: 'Tell us how we can help.',
      feedback: 'Feedback',
      feedbackSubject: 'Feedback about Rosto',
      feedbackDescription: 'Tell us what you think of Rosto.',
    },
    info: {
      title: 'Information',
      terms: 'Terms of use',
      privacy: 'Privacy policy',
      deleteAccount: 'Delete account',
    },
    logoutEverywhere: {
      action: 'Log out of all devices',
      title: 'Log out of all devices?',
      text: "You will be logged out of your account on every device, this one included. To come back, log in again with your CPF and the code we will text to your account's phone.",
      confirm: 'Log out everywhere',
    },
    versionLabel: 'App version',
    version: 'Version {{version}} ({{commit}})',
    stage: 'Stage {{stage}}',
    sdk: 'SDK {{sdk}}',
    partner: 'Partner {{partner}}',
  },
};
