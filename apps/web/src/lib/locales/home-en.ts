// Texts of the home screen (/home) in English (see home-pt-br.ts).
import type { homePtBR } from './home-pt-br';

export const homeEn: typeof homePtBR = {
  home: {
    pageTitle: 'Home | Rosto',
    greeting: 'Hi, {{firstName}}',
    subtitle: 'Good to have you here.',
    banners: {
      label: 'Notices',
      emailMissing: {
        title: 'Add your e-mail',
        text: 'We use it to send you important notices about your account and your payments.',
        link: 'Add e-mail',
      },
      emailNotValidated: {
        title: 'Confirm your e-mail',
        text: 'Open the link we sent to {{email}}. If it has not arrived, ask for a new one.',
        link: 'Confirm e-mail',
      },
      faceUnderReview: {
        title: 'Your face is under review',
        text: 'We are checking your photo. As soon as we are done, you can pay with your face.',
      },
      addCard: {
        title: 'Add a card',
        text: 'Add a card to your wallet to pay with your face at partner shops.',
        link: 'Add a card',
      },
    },
    howTo: {
      title: 'How to use',
      carousel: 'carousel',
      slide: 'step',
      intro: 'Paying with your face in 6 steps.',
      slideLabel: '{{number}} of {{count}}',
      previous: 'Previous step',
      next: 'Next step',
      dotsLabel: 'Choose a step',
      goTo: 'Go to step {{number}}: {{title}}',
      slides: {
        card: {
          title: 'Keep a card in your wallet',
          text: 'Add a card under Cards. It is the card you pay with when you look at the camera.',
        },
        terminal: {
          title: 'Look for Rosto at the till',
          text: 'At partner shops, tell the cashier you will pay with your face. They key the amount into the terminal.',
        },
        camera: {
          title: 'Look at the camera',
          text: "Face the terminal's camera, without sunglasses, a cap or a mask, until it recognises you.",
        },
        confirm: {
          title: 'Confirm the payment',
          text: 'Check the amount, choose the card and confirm. When the terminal asks, enter your 4-digit PIN.',
        },
        receipt: {
          title: 'See the receipt in the app',
          text: 'The payment shows under Payments at once, with its receipt and where you paid.',
        },
        help: {
          title: 'Need help?',
          text: 'Open the receipt and tap Help to tell us what happened with that payment.',
        },
      },
    },
    payments: {
      title: 'Latest payments',
      seeAll: 'See all',
      seeAllLabel: 'See all payments',
      loadError: 'Something went wrong while loading your latest payments.',
    },
    whereToUse: {
      title: 'Where to use Rosto',
      text: 'See the partner shops where you pay with your face.',
      link: 'See partner shops',
    },
  },
};
