// Face capture and validation result texts in English (see face-pt-br.ts).
import type { FaceCatalogue } from './face-pt-br';

export const faceEn: FaceCatalogue = {
  face: {
    instructions: {
      pageTitle: 'Face photo | Rosto',
      title: 'Now, a photo of your face',
      subtitle: 'It is how you will pay at partner shops. Follow these tips:',
      tipsLabel: 'Tips for the photo',
      tips: {
        light: 'Stand somewhere well lit, facing the light.',
        uncovered: 'Keep your face uncovered: no cap, glasses or mask.',
        neutral: 'Keep a neutral expression, without smiling.',
        circle: 'Fit your face inside the circle, with the phone at face height.',
      },
      glassesQuestion: 'Do you wear glasses day to day?',
      glassesYes: 'Yes',
      glassesNo: 'No',
      glassesHint: 'If you do, we will take the photos without glasses and then with them.',
      glassesRequired: 'Tell us whether you wear glasses to continue.',
      // LGPD art. 11, I: the specific consent to biometric processing; the link closes the sentence.
      consent:
        'I authorise Rosto to process my biometric data (photos of my face and face template) to identify me in payments and prevent fraud, as explained in the',
      consentLink: 'Privacy Policy',
      consentRequired: 'Tick the authorisation to continue.',
      takePhoto: 'Take photo',
      help: 'I need help',
    },
    abandon: {
      title: 'Leave the face registration?',
      text: 'Without a photo of your face you cannot pay with Rosto. You will be logged out and can come back whenever you like.',
      keep: 'Continue registration',
      confirm: 'Leave',
    },
    permission: {
      loading: 'Checking camera access…',
      prompt: {
        pageTitle: 'Camera access | Rosto',
        title: 'We need your camera',
        text: 'To take the photo of your face, allow camera access when the browser asks.',
        button: 'Open camera',
      },
      denied: {
        pageTitle: 'Camera blocked | Rosto',
        title: 'Camera access is blocked',
        text: "Allow the camera for this site in the browser's settings (the icon next to the address) and try again.",
        button: 'Open camera',
        help: 'I cannot allow the camera',
      },
      unsupported: {
        pageTitle: 'Camera unavailable | Rosto',
        title: 'We could not find a camera',
        text: 'A photo of your face is required to register. Use a phone with a camera or the Rosto app.',
        button: 'Try to open the camera',
      },
      opening: {
        pageTitle: 'Opening the camera | Rosto',
        title: 'Opening the camera…',
        text: 'If the browser asks, tap Allow.',
        notOpened: "The camera didn't open?",
      },
    },
    camera: {
      pageTitle: 'Camera | Rosto',
      videoLabel: 'Front camera view',
      shutter: 'Take photo',
      close: 'Back to the tips',
      progress: 'Photo {{current}} of {{total}}',
      instructions: {
        first: {
          line1: 'Fit your face inside the circle',
          line2: 'Look at the camera and tap the button',
        },
        liveness: {
          line1: 'Now, look straight at the camera',
          line2: 'Keep still, with your eyes open, and tap the button',
        },
        glasses: {
          line1: 'Now put on your glasses',
          line2: 'Fit your face inside the circle and tap the button',
        },
      },
      hints: {
        ALIGN: 'Centre your face in the circle',
        CLOSER: 'Move closer',
        FURTHER: 'Move a little further away',
        EYES_OPEN: 'Keep your eyes open',
        NEUTRAL: 'Keep a neutral expression',
        OK: 'All good, you can take the photo',
      },
      burst: 'Keep looking at the camera and blink once…',
      retakeTitle: 'Take the photo again',
      nativeWaiting: "Use the app's camera to take the photo.",
      challenge: {
        preparing: 'Preparing the movement…',
        'turn-left': 'Slowly turn your face to your left',
        'turn-right': 'Slowly turn your face to your right',
        line2: 'Look at the camera and tap the button; then turn your face.',
        countdown: '{{seconds}} s to start',
        turning: 'Turn now, slowly…',
        expiredTitle: 'The time for the movement ran out',
        expiredText: 'Ask for another movement when you are ready.',
        askAgain: 'Ask for another movement',
        fallbackTitle: 'No movement this time.',
        fallbackText: 'Take the photo looking at the camera: our team may review it.',
        retry: 'Try the movement again',
      },
    },
    analysis: {
      title: 'Please wait, we are analysing your photo',
      sending: 'Sending your photo…',
      processing: 'This may take a few seconds.',
    },
    failed: {
      pageTitle: 'We could not take your photo | Rosto',
      title: 'We could not take your photo',
      text: 'Something went wrong on our side. Try again; if it keeps happening, contact us.',
      retry: 'Try again',
      support: 'Contact support',
    },
    unavailable: {
      pageTitle: 'Use the app | Rosto',
      title: 'Face photo in the app only',
      text: 'The face photo cannot be taken in this browser. Download the Rosto app and continue your registration there.',
      storesLabel: 'App stores',
      appStore: 'Download on the App Store',
      playStore: 'Get it on Google Play',
    },
    profileSuccess: {
      pageTitle: 'Photo sent | Rosto',
      title: 'Photo sent!',
      text: 'We have received the photo of your face. You will be back in the app in a moment.',
    },
    profileError: {
      pageTitle: 'Photo not accepted | Rosto',
      title: 'It did not work this time',
      retry: 'Take another photo',
      backToProfile: 'Back to profile',
    },
    blockedDays_one: 'You can try again in {{count}} day.',
    blockedDays_other: 'You can try again in {{count}} days.',
    almostThere: 'We are almost there!',
    stepUp: {
      pageTitle: "Confirm it's you | Rosto",
      title: "Confirm it's you",
      pinText:
        'To replace the face photo used for payments, we need your 4-digit password and then a code we send by text message.',
      smsText:
        'To replace the face photo used for payments, we will send a code by text message to the phone registered on your account.',
      checking: 'Checking your password…',
      sendCode: 'Send code',
      codePageTitle: 'Confirmation code | Rosto',
      codeTitle: 'Enter the code',
      codeSubtitle: 'We sent a 6-digit code by text message to {{phone}}.',
      loadError: 'We could not continue right now.',
      backToProfile: 'Back to profile',
    },
    tickets: {
      help: {
        subject: 'Help with the face photo',
        description: 'I need help registering the photo of my face.',
      },
      cameraNotOpened: {
        subject: 'The camera did not open during face registration',
        description: 'I tried to register my face and the camera did not open.',
      },
      cameraBlocked: {
        subject: 'Camera blocked during face registration',
        description: 'Camera access is blocked and I cannot allow it.',
      },
      captureFailed: {
        subject: 'I cannot take the face photo',
        description: 'The app says it could not take my photo ({{code}}).',
      },
    },
  },
  validation: {
    pageTitle: 'Face validation | Rosto',
    close: 'Close',
    readMore: 'Read more',
    preApproved: {
      title: 'Your registration is pre-approved!',
      text: 'We are checking the photo of your face. We will send you the result by SMS.',
      review: 'The review takes from a few minutes up to 2 days.',
      signOut:
        "Closing signs you out: until the review ends, you can't pay with your face yet. When the SMS arrives, just sign in again with your CPF.",
      close: 'Got it, sign out',
    },
    success: {
      title: 'Congratulations, your face is registered!',
      text: 'Now just add a card and pay with your face at partner shops.',
      continue: 'Continue',
    },
    fail: {
      title: 'We could not validate your face',
      text: 'The photo did not pass our validation. Take a new photo following the tips.',
      limitTitle: 'Attempts limit reached',
      limitText: 'For your safety, face registration attempts have been paused.',
      livenessTips: {
        title: 'For the next photo:',
        light: 'Stand somewhere well lit, without a strong light behind you.',
        distance: 'Hold the phone at face height, an arm’s length away.',
        glasses: 'Take off sunglasses, cap or mask, and look straight at the camera.',
      },
      retry: 'Try again',
    },
  },
};
