// Registration and e-mail challenge texts in Brazilian Portuguese: loaded with
// those screens (lib/locales/onboarding.ts), not with the first screen.
export const onboardingPtBR = {
  register: {
    signInInstead: 'Entrar na minha conta',
    contactSupport: 'Falar com o suporte',
    overview: {
      title: 'Como funciona o cadastro',
      text: 'Leva poucos minutos. Tenha à mão:',
      cpf: 'Seu CPF',
      name: 'Seu nome completo',
      phone: 'Seu número de celular',
      email: 'Seu e-mail',
      face: 'Uma foto do seu rosto',
      card: 'Um cartão de crédito',
      start: 'Vamos lá',
    },
    terms: {
      pageTitle: 'Termos de uso | Cadastro Rosto',
      title: 'Antes de começar',
      subtitle:
        'Para criar sua conta, leia e aceite as regras de uso do Rosto e como cuidamos dos seus dados.',
      acceptBefore: 'Li e aceito os',
      termsLink: 'Termos de uso',
      acceptMiddle: 'e a',
      privacyLink: 'Política de privacidade',
      highlightsTitle: 'Em resumo',
      highlights: {
        adult: 'O Rosto é para maiores de 18 anos.',
        free: 'O serviço não tem custo para você.',
        divergence: 'Viu algo errado em um pagamento? Avise em até 30 dias.',
        data: 'Sua foto e seus dados são protegidos e usados só para identificar você.',
      },
      showOverview: 'Ver as etapas do cadastro',
      accept: 'Aceitar e continuar',
      cancel: 'Cancelar cadastro',
    },
    cancel: {
      title: 'Cancelar o cadastro?',
      text: 'Sem aceitar os termos não é possível criar a conta. Os dados informados até aqui serão apagados.',
      keep: 'Continuar cadastro',
      confirm: 'Sim, cancelar',
    },
    name: {
      pageTitle: 'Nome completo | Cadastro Rosto',
      title: 'Qual é o seu nome completo?',
      subtitle: 'Escreva como está no seu documento.',
      hint: 'Nome e sobrenome, sem abreviar.',
    },
    cpf: {
      pageTitle: 'CPF | Cadastro Rosto',
      title: 'Qual é o seu CPF?',
      subtitle: 'Ele identifica a sua conta e os seus pagamentos.',
    },
    phone: {
      pageTitle: 'Celular | Cadastro Rosto',
      title: 'Qual é o seu celular?',
      subtitle: 'Vamos enviar um código por SMS para confirmar que o número é seu.',
      hint: 'Use um celular do Brasil, com DDD.',
      send: 'Enviar código',
      confirmedHint: 'Este número já está confirmado: não vamos enviar outro código.',
      inUseTicketSubject: 'Celular já cadastrado',
      inUseTicketDescription: 'Tentei me cadastrar com o meu celular, mas ele já está em uso.',
    },
    code: {
      pageTitle: 'Código por SMS | Cadastro Rosto',
      title: 'Digite o código',
      subtitle: 'Enviamos um código de 6 dígitos por SMS para {{phone}}.',
      subtitleCall: 'Você vai receber uma ligação no {{phone}} com um código de 6 dígitos.',
      changePhone: 'Trocar número',
    },
    email: {
      pageTitle: 'E-mail | Cadastro Rosto',
      title: 'Qual é o seu e-mail?',
      subtitle: 'Enviaremos um link para confirmar o endereço e avisos sobre a sua conta.',
      hint: 'Exemplo: nome@email.com',
    },
    emailConfirm: {
      pageTitle: 'Confirme o e-mail | Cadastro Rosto',
      title: 'Confirme o seu e-mail',
      subtitle: 'Digite o endereço mais uma vez, para ter certeza de que está certo.',
      typed: 'Você informou',
      confirm: 'Confirmar e-mail',
    },
    pin: {
      pageTitle: 'Senha | Cadastro Rosto',
      title: 'Crie uma senha de 4 números',
      subtitle:
        'Alguns estabelecimentos pedem esta senha para confirmar o pagamento. Evite números repetidos ou em sequência.',
      note: 'Guarde só para você: o Rosto nunca pede a sua senha por telefone, SMS ou e-mail.',
      finishing: 'Criando sua conta…',
    },
    pinConfirm: {
      pageTitle: 'Confirme a senha | Cadastro Rosto',
      title: 'Digite a senha novamente',
      subtitle: 'Para confirmar, repita os 4 números que você escolheu.',
    },
    success: {
      pageTitle: 'Conta criada | Rosto',
      title: 'Conta criada!',
      text: 'Falta pouco: cadastre uma foto do seu rosto para pagar sem cartão nem celular na mão.',
      continue: 'Cadastrar meu rosto',
    },
    testUserSuccess: {
      pageTitle: 'Conta de teste criada | Rosto',
      badge: 'Conta de teste',
      title: 'Conta de teste criada!',
      text: 'Esta é a conta de teste usada na revisão das lojas de aplicativos.',
      face: 'Para ela, o cadastro do rosto não é necessário: você já pode conhecer o app.',
      continue: 'Ir para o início',
    },
    fail: {
      pageTitle: 'Cadastro não concluído | Rosto',
      title: 'Não foi possível concluir o seu cadastro',
      help: 'Se achar que é um engano, fale com a gente: vamos analisar o seu caso.',
      support: 'Falar com o suporte',
      ticketSubject: 'Cadastro não concluído',
      ticketDescription:
        'Não consegui concluir o meu cadastro no Rosto. A mensagem foi: "{{reason}}"',
      restart: 'Começar de novo',
    },
    optInBy: {
      pageTitle: 'Convite | Cadastro Rosto',
      title: '{{partner}} convidou você para pagar com o rosto',
      titleWithoutPartner: 'Você foi convidado para pagar com o rosto',
      subtitle: 'Aceite o convite para usar o Rosto como forma de pagamento.',
      /** Stands for the partner's name in "nas lojas {{partner}}" when none is loaded. */
      someShops: 'parceiras',
      pointsTitle: 'Como funciona',
      points: {
        pay: 'Nas lojas {{partner}}, você paga olhando para a câmera do caixa, sem cartão nem celular na mão.',
        /** The first of the asks that follow the invitation ({{ask}}: one of `asks`). */
        next: 'No próximo passo, {{ask}}.',
        /** Each ask after the first. */
        then: 'Depois, {{ask}}.',
        leave: 'Você pode desistir quando quiser, excluindo a conta no Perfil.',
      },
      /** What a registration step asks (onboarding-machine.ts asksAfter), as a clause of `points`. */
      asks: {
        name: 'você informa o seu nome completo',
        cpf: 'você informa o seu CPF',
        phone: 'você confirma o seu celular com um código',
        email: 'você informa o seu e-mail, e enviamos um link para confirmá-lo',
        pin: 'você cria uma senha de 4 números',
        face: 'você cadastra uma foto do rosto: ela é protegida e usada só para confirmar que é você',
      },
      accept: 'Quero pagar com o rosto',
      decline: 'Agora não',
    },
    optInDecline: {
      title: 'Recusar o convite?',
      text: 'Sem aceitar, não é possível pagar com o rosto nas lojas {{partner}}. Você vai sair da conta e pode aceitar quando entrar de novo.',
      keep: 'Voltar ao convite',
      confirm: 'Sim, sair',
      toast: 'Convite não aceito. Quando quiser pagar com o rosto, é só entrar de novo.',
    },
    optInAt: {
      pageTitle: 'Convite aceito | Rosto',
      title: 'Convite aceito',
      subtitle: 'Registramos o seu consentimento. Guarde estes detalhes, se quiser.',
      receipt: 'Comprovante do consentimento',
      partner: 'Parceiro',
      unknownPartner: 'Loja parceira do Rosto',
      agreed: 'O que você aceitou',
      agreedText:
        'Pagar com o rosto nas lojas {{partner}}, com os Termos de uso e a Política de privacidade do Rosto.',
      recordedAt: 'Registrado em',
      continue: 'Cadastrar meu rosto',
    },
  },
  emailChallenge: {
    pageTitle: 'Confirmar e-mail | Rosto',
    title: 'Confirme que é você',
    subtitle: 'Para confirmar o seu e-mail, digite o CPF da conta.',
    confirm: 'Confirmar',
    toHome: 'Ir para o início',
    toStart: 'Voltar ao início',
    success: {
      pageTitle: 'E-mail confirmado | Rosto',
      title: 'E-mail confirmado!',
      text: 'Pronto: vamos usar este endereço para falar com você sobre a sua conta.',
    },
    fail: {
      pageTitle: 'E-mail não confirmado | Rosto',
      title: 'Não foi possível confirmar',
      text: 'Este link expirou ou já foi usado. Peça um novo link de confirmação.',
      textSignedOut: 'Este link expirou ou já foi usado. Entre na sua conta para pedir um novo.',
    },
    mismatch: {
      pageTitle: 'CPF não confere | Rosto',
      title: 'O CPF não confere',
      text_one:
        'Digite o CPF da conta que recebeu este e-mail. Resta {{count}} tentativa com este link.',
      text_other:
        'Digite o CPF da conta que recebeu este e-mail. Restam {{count}} tentativas com este link.',
    },
    tryAgain: 'Tentar de novo',
    newLink: 'Pedir um novo link',
    signInForNewLink: 'Entrar para pedir um novo link',
  },
};

/** Same keys as pt-BR, any text. */
export type OnboardingCatalogue = {
  [Key in keyof typeof onboardingPtBR]: DeepText<(typeof onboardingPtBR)[Key]>;
};
type DeepText<T> = T extends string ? string : { [Key in keyof T]: DeepText<T[Key]> };
