// Registration and e-mail challenge texts in English (see onboarding-pt-br.ts).
import type { OnboardingCatalogue } from './onboarding-pt-br';

export const onboardingEn: OnboardingCatalogue = {
  register: {
    signInInstead: 'Log in to my account',
    contactSupport: 'Contact support',
    overview: {
      title: 'How sign-up works',
      text: 'It takes a few minutes. Have at hand:',
      cpf: 'Your CPF',
      name: 'Your full name',
      phone: 'Your mobile number',
      email: 'Your e-mail',
      face: 'A photo of your face',
      card: 'A credit card',
      start: "Let's go",
    },
    terms: {
      pageTitle: 'Terms of use | Rosto sign-up',
      title: 'Before you start',
      subtitle:
        'To create your account, read and accept the rules for using Rosto and how we look after your data.',
      acceptBefore: 'I have read and accept the',
      termsLink: 'Terms of use',
      acceptMiddle: 'and the',
      privacyLink: 'Privacy policy',
      highlightsTitle: 'In short',
      highlights: {
        adult: 'Rosto is for people aged 18 or over.',
        free: 'The service is free of charge for you.',
        divergence: 'Something wrong with a payment? Tell us within 30 days.',
        data: 'Your photo and data are protected and used only to identify you.',
      },
      showOverview: 'See the sign-up steps',
      accept: 'Accept and continue',
      cancel: 'Cancel sign-up',
    },
    cancel: {
      title: 'Cancel sign-up?',
      text: 'Without accepting the terms the account cannot be created. What you entered so far will be erased.',
      keep: 'Continue sign-up',
      confirm: 'Yes, cancel',
    },
    name: {
      pageTitle: 'Full name | Rosto sign-up',
      title: 'What is your full name?',
      subtitle: 'Write it as it appears on your ID.',
      hint: 'First and last name, not abbreviated.',
    },
    cpf: {
      pageTitle: 'CPF | Rosto sign-up',
      title: 'What is your CPF?',
      subtitle: 'It identifies your account and your payments.',
    },
    phone: {
      pageTitle: 'Mobile | Rosto sign-up',
      title: 'What is your mobile number?',
      subtitle: "We'll text you a code to confirm the number is yours.",
      hint: 'Use a Brazilian mobile number, with area code.',
      send: 'Send code',
      inUseTicketSubject: 'Mobile number already registered',
      inUseTicketDescription: 'I tried to sign up with my mobile number, but it is already in use.',
    },
    code: {
      pageTitle: 'Text message code | Rosto sign-up',
      title: 'Enter the code',
      subtitle: 'We sent a 6-digit code by text message to {{phone}}.',
      changePhone: 'Change number',
    },
    email: {
      pageTitle: 'E-mail | Rosto sign-up',
      title: 'What is your e-mail?',
      subtitle: "We'll send a link to confirm the address, and notices about your account.",
      hint: 'Example: name@email.com',
    },
    emailConfirm: {
      pageTitle: 'Confirm your e-mail | Rosto sign-up',
      title: 'Confirm your e-mail',
      subtitle: 'Type the address once more, to be sure it is right.',
      typed: 'You entered',
      confirm: 'Confirm e-mail',
    },
    pin: {
      pageTitle: 'Password | Rosto sign-up',
      title: 'Create a 4-digit password',
      subtitle:
        'Some shops ask for this password to confirm a payment. Avoid repeated or sequential numbers.',
      note: 'Keep it to yourself: Rosto never asks for your password by phone, SMS or e-mail.',
      finishing: 'Creating your account…',
    },
    pinConfirm: {
      pageTitle: 'Confirm your password | Rosto sign-up',
      title: 'Enter the password again',
      subtitle: 'To confirm, repeat the 4 numbers you chose.',
    },
    success: {
      pageTitle: 'Account created | Rosto',
      title: 'Account created!',
      text: 'Almost there: register a photo of your face to pay without a card or phone in hand.',
      continue: 'Register my face',
    },
  },
  emailChallenge: {
    pageTitle: 'Confirm e-mail | Rosto',
    title: "Confirm it's you",
    subtitle: "To confirm your e-mail, enter the account's CPF.",
    confirm: 'Confirm',
    toHome: 'Go to home',
    toStart: 'Back to start',
    success: {
      pageTitle: 'E-mail confirmed | Rosto',
      title: 'E-mail confirmed!',
      text: "Done: we'll use this address to talk to you about your account.",
    },
    fail: {
      pageTitle: 'E-mail not confirmed | Rosto',
      title: 'We could not confirm it',
      text: 'The link has expired, was already used, or the CPF does not match. Ask for a new confirmation link in the app, under Profile.',
    },
  },
};
