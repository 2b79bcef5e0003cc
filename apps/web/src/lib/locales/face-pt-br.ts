// Face capture (/register/face), its step-up (/perfil/trocar-rosto) and
// validation result (/validation) texts in Brazilian Portuguese: loaded with
// those screens (lib/locales/face.ts), not with the first screen.
export const facePtBR = {
  face: {
    instructions: {
      pageTitle: 'Foto do rosto | Rosto',
      title: 'Agora, uma foto do seu rosto',
      subtitle: 'É com ela que você vai pagar nas lojas parceiras. Siga estas dicas:',
      tipsLabel: 'Dicas para a foto',
      tips: {
        light: 'Fique em um lugar iluminado, de frente para a luz.',
        uncovered: 'Deixe o rosto à mostra: sem boné, óculos ou máscara.',
        neutral: 'Mantenha uma expressão neutra, sem sorrir.',
        circle: 'Encaixe o rosto no círculo, com o celular na altura do rosto.',
      },
      glassesQuestion: 'Você usa óculos no dia a dia?',
      glassesYes: 'Sim',
      glassesNo: 'Não',
      glassesHint: 'Se usar, vamos tirar as fotos sem óculos e depois com óculos.',
      glassesRequired: 'Responda se você usa óculos para continuar.',
      // LGPD art. 11, I: the specific consent to biometric processing; the link closes the sentence.
      consent:
        'Autorizo o Rosto a tratar os meus dados biométricos (fotos do rosto e template facial) para me identificar nos pagamentos e prevenir fraudes, como explica a',
      consentLink: 'Política de Privacidade',
      consentRequired: 'Marque a autorização para continuar.',
      takePhoto: 'Tirar foto',
      help: 'Preciso de ajuda',
    },
    abandon: {
      title: 'Sair do cadastro do rosto?',
      text: 'Sem a foto do rosto você não consegue pagar com o Rosto. Você sai da sua conta e pode voltar quando quiser.',
      keep: 'Continuar o cadastro',
      confirm: 'Sair',
    },
    permission: {
      loading: 'Verificando o acesso à câmera…',
      prompt: {
        pageTitle: 'Acesso à câmera | Rosto',
        title: 'Precisamos da sua câmera',
        text: 'Para tirar a foto do seu rosto, permita o acesso à câmera quando o navegador pedir.',
        button: 'Abrir câmera',
      },
      denied: {
        pageTitle: 'Câmera bloqueada | Rosto',
        title: 'O acesso à câmera está bloqueado',
        text: 'Libere a câmera para este site nas configurações do navegador (ícone ao lado do endereço) e tente de novo.',
        button: 'Abrir câmera',
        help: 'Não consigo liberar a câmera',
      },
      unsupported: {
        pageTitle: 'Câmera indisponível | Rosto',
        title: 'Não encontramos uma câmera',
        text: 'A foto do rosto é obrigatória para o cadastro. Use um celular com câmera ou o app Rosto.',
        button: 'Tentar abrir a câmera',
      },
      opening: {
        pageTitle: 'Abrindo a câmera | Rosto',
        title: 'Abrindo a câmera…',
        text: 'Se o navegador pedir, toque em Permitir.',
        notOpened: 'A câmera não abriu?',
      },
    },
    camera: {
      pageTitle: 'Câmera | Rosto',
      videoLabel: 'Imagem da câmera frontal',
      shutter: 'Tirar foto',
      close: 'Voltar para as dicas',
      progress: 'Foto {{current}} de {{total}}',
      instructions: {
        first: {
          line1: 'Encaixe o rosto no círculo',
          line2: 'Olhe para a câmera e toque no botão',
        },
        liveness: {
          line1: 'Agora, olhe fixo para a câmera',
          line2: 'Fique parado, com os olhos abertos, e toque no botão',
        },
        glasses: {
          line1: 'Agora coloque seus óculos',
          line2: 'Encaixe o rosto no círculo e toque no botão',
        },
      },
      hints: {
        ALIGN: 'Centralize o rosto no círculo',
        CLOSER: 'Aproxime o rosto',
        FURTHER: 'Afaste um pouco o rosto',
        EYES_OPEN: 'Mantenha os olhos abertos',
        NEUTRAL: 'Mantenha uma expressão neutra',
        OK: 'Tudo certo, pode tirar a foto',
      },
      burst: 'Continue olhando para a câmera e pisque uma vez…',
      retakeTitle: 'Tire a foto de novo',
      nativeWaiting: 'Use a câmera do app para tirar a foto.',
      challenge: {
        preparing: 'Preparando o movimento…',
        'turn-left': 'Vire o rosto devagar para a sua esquerda',
        'turn-right': 'Vire o rosto devagar para a sua direita',
        line2: 'Olhe para a câmera e toque no botão; então vire o rosto.',
        countdown: '{{seconds}} s para começar',
        turning: 'Vire agora, devagar…',
        expiredTitle: 'O tempo para o movimento acabou',
        expiredText: 'Peça outro movimento quando estiver pronto.',
        askAgain: 'Pedir outro movimento',
        fallbackTitle: 'Sem o movimento desta vez.',
        fallbackText:
          'Tire a foto olhando para a câmera: ela pode passar pela análise da nossa equipe.',
        retry: 'Tentar o movimento de novo',
      },
    },
    analysis: {
      title: 'Aguarde, estamos analisando sua foto',
      sending: 'Enviando sua foto…',
      processing: 'Isso pode levar alguns segundos.',
    },
    failed: {
      pageTitle: 'Não conseguimos tirar sua foto | Rosto',
      title: 'Não conseguimos tirar sua foto',
      text: 'Algo deu errado do nosso lado. Tente de novo; se continuar, fale com a gente.',
      retry: 'Tentar novamente',
      support: 'Falar com o suporte',
    },
    unavailable: {
      pageTitle: 'Use o app | Rosto',
      title: 'Foto do rosto só pelo app',
      text: 'Neste navegador não é possível tirar a foto do rosto. Baixe o app Rosto e continue o cadastro por lá.',
      storesLabel: 'Lojas de aplicativos',
      appStore: 'Baixar na App Store',
      playStore: 'Disponível no Google Play',
    },
    profileSuccess: {
      pageTitle: 'Foto enviada | Rosto',
      title: 'Foto enviada!',
      text: 'Recebemos a foto do seu rosto. Em instantes você volta para o app.',
    },
    profileError: {
      pageTitle: 'Foto não aceita | Rosto',
      title: 'Não deu certo desta vez',
      retry: 'Tirar outra foto',
      backToProfile: 'Voltar ao perfil',
    },
    blockedDays_one: 'Você poderá tentar de novo em {{count}} dia.',
    blockedDays_other: 'Você poderá tentar de novo em {{count}} dias.',
    almostThere: 'Estamos quase lá!',
    stepUp: {
      pageTitle: 'Confirme que é você | Rosto',
      title: 'Confirme que é você',
      pinText:
        'Para trocar a foto do rosto usada nos pagamentos, precisamos da sua senha de 4 números e, depois, de um código que enviamos por SMS.',
      smsText:
        'Para trocar a foto do rosto usada nos pagamentos, vamos enviar um código por SMS para o celular cadastrado na sua conta.',
      checking: 'Conferindo sua senha…',
      sendCode: 'Enviar código',
      codePageTitle: 'Código de confirmação | Rosto',
      codeTitle: 'Digite o código',
      codeSubtitle: 'Enviamos um código de 6 dígitos por SMS para o celular {{phone}}.',
      loadError: 'Não foi possível continuar agora.',
      backToProfile: 'Voltar ao perfil',
    },
    tickets: {
      help: {
        subject: 'Ajuda com a foto do rosto',
        description: 'Preciso de ajuda para cadastrar a foto do meu rosto.',
      },
      cameraNotOpened: {
        subject: 'A câmera não abriu no cadastro do rosto',
        description: 'Tentei cadastrar meu rosto e a câmera não abriu.',
      },
      cameraBlocked: {
        subject: 'Câmera bloqueada no cadastro do rosto',
        description: 'O acesso à câmera está bloqueado e não consigo liberar.',
      },
      captureFailed: {
        subject: 'Não consigo tirar a foto do rosto',
        description: 'O app diz que não conseguiu tirar minha foto ({{code}}).',
      },
    },
  },
  validation: {
    pageTitle: 'Validação do rosto | Rosto',
    close: 'Fechar',
    readMore: 'Saiba mais',
    preApproved: {
      title: 'Seu cadastro foi pré-aprovado!',
      text: 'Estamos conferindo a foto do seu rosto. Avisamos o resultado por SMS.',
      review: 'A análise leva de alguns minutos até 2 dias.',
      signOut:
        'Ao fechar, você sai da sua conta: até a análise terminar, ainda não dá para pagar com o rosto. Quando o SMS chegar, é só entrar de novo com o seu CPF.',
      close: 'Entendi, sair',
    },
    success: {
      title: 'Parabéns, seu rosto foi cadastrado!',
      text: 'Agora é só adicionar um cartão e pagar com o seu rosto nas lojas parceiras.',
      continue: 'Continuar',
    },
    fail: {
      title: 'Não conseguimos validar seu rosto',
      text: 'A foto não passou na nossa validação. Tire uma nova foto seguindo as dicas.',
      limitTitle: 'Limite de tentativas atingido',
      limitText: 'Por segurança, as tentativas de cadastro do rosto foram pausadas.',
      livenessTips: {
        title: 'Para a próxima foto:',
        light: 'Fique num lugar bem iluminado, sem luz forte atrás de você.',
        distance: 'Segure o celular na altura do rosto, a um braço de distância.',
        glasses: 'Tire óculos escuros, boné ou máscara, e olhe direto para a câmera.',
      },
      retry: 'Tentar novamente',
    },
  },
};

/** Same keys as pt-BR, any text. */
export type FaceCatalogue = {
  [Key in keyof typeof facePtBR]: DeepText<(typeof facePtBR)[Key]>;
};
type DeepText<T> = T extends string ? string : { [Key in keyof T]: DeepText<T[Key]> };
