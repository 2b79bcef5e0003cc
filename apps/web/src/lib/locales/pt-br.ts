// Brazilian Portuguese: the default catalogue, bundled with the entry.
// English (en.ts) must have exactly the same keys; the type checker enforces it.
export const ptBR = {
  common: {
    appName: 'Rosto',
    back: 'Voltar',
    close: 'Fechar',
    loading: 'Carregando…',
    retry: 'Tentar novamente',
    continue: 'Continuar',
    cancel: 'Cancelar',
    opensInNewTab: '(abre em nova aba)',
  },
  supportTicket: {
    // Stands for the CPF, phone or browser, kept by Rosto (decision 020).
    reference: 'Referência do atendimento: {{reference}}',
  },
  meta: {
    defaultTitle: 'Rosto: pague com o seu rosto',
  },
  splash: {
    tagline: 'Pague com o seu rosto',
    loading: 'Abrindo o Rosto',
  },
  language: {
    label: 'Idioma',
    'pt-BR': 'Português',
    en: 'English',
  },
  welcome: {
    pageTitle: 'Rosto: pague com o seu rosto',
    title: 'Pague com o seu rosto',
    subtitle:
      'Cadastre seu rosto uma vez e pague nas lojas parceiras sem cartão nem celular na mão.',
    benefitFast: 'Pagamento em segundos, direto no caixa',
    benefitSafe: 'Seus dados protegidos e criptografados',
    benefitCards: 'Use os cartões que você já tem',
    startRegistration: 'Começar cadastro',
    alreadyRegistered: 'Já tenho cadastro',
    legalNav: 'Informações legais',
    terms: 'Termos de uso',
    privacy: 'Política de privacidade',
    download: 'Baixar o app',
  },
  download: {
    pageTitle: 'Baixe o app | Rosto',
    title: 'Baixe o app Rosto',
    subtitle: 'Cadastre seu rosto e pague nas lojas parceiras direto do seu celular.',
    appStore: 'Baixar na App Store',
    playStore: 'Disponível no Google Play',
    storesLabel: 'Lojas de aplicativos',
    qrTitle: 'Está no computador?',
    qrText: 'Aponte a câmera do celular para o código e baixe o app.',
    qrAlt: 'QR code com o link para baixar o app Rosto',
    whereToBuy: 'Onde comprar com o Rosto',
    redirecting: 'Abrindo a loja de aplicativos…',
  },
  appLink: {
    opening: 'Abrindo…',
  },
  legal: {
    versionOf: 'Versão de {{date}}',
    namedVersionOf: 'Versão {{version}}, de {{date}}',
    contents: 'Nesta página',
  },
  terms: {
    title: 'Termos de uso',
  },
  privacy: {
    title: 'Política de privacidade',
  },
  notFound: {
    pageTitle: 'Página não encontrada | Rosto',
    title: 'Página não encontrada.',
    text: 'O endereço pode estar incorreto ou a página não existe mais.',
    report: 'Reportar este problema',
    backToStart: 'Voltar ao início',
    ticketSubject: 'Página não encontrada',
    ticketDescription: 'Tentei abrir o endereço {{url}} e apareceu "Página não encontrada".',
  },
  error: {
    pageTitle: 'Algo deu errado | Rosto',
    title: 'Algo deu errado.',
    text: 'Tivemos um problema inesperado. Recarregue a página ou conte para a gente o que aconteceu.',
    reload: 'Recarregar página',
    report: 'Reportar problema',
    ticketSubject: 'Erro inesperado no app',
    ticketDescription: 'Apareceu um erro inesperado no endereço {{url}}.',
  },
  session: {
    expired: 'Sua sessão expirou. Faça login e tente novamente.',
  },
  menu: {
    label: 'Menu principal',
    home: 'Início',
    payments: 'Pagamentos',
    wallet: 'Cartões',
    profile: 'Perfil',
  },
  signedIn: {
    loading: 'Carregando seus dados…',
    loadError: 'Não foi possível carregar seus dados.',
  },
  steps: {
    counter: 'Etapa {{current}} de {{total}}',
    progress: 'Progresso do cadastro',
  },
  fields: {
    cpf: 'CPF',
    fullName: 'Nome completo',
    areaCode: 'DDD',
    mobileNumber: 'Celular',
    email: 'E-mail',
    emailConfirmation: 'Digite o e-mail novamente',
    pin: 'Senha de 4 números',
    pinDigits: '4 dígitos',
  },
  login: {
    pageTitle: 'Entrar | Rosto',
    cpfTitle: 'Qual é o seu CPF?',
    cpfSubtitle:
      'Se você já tem conta, enviamos um código por SMS para entrar. Se ainda não tem, seguimos para o cadastro.',
    captchaRequired: 'Insira um CPF válido e verifique o reCAPTCHA',
    captchaVisibleLabel: 'Verificação contra robôs',
    captchaVisibleHint:
      'Não conseguimos confirmar automaticamente que você não é um robô. Marque a caixa abaixo e toque em Continuar.',
    captchaVisibleFailed:
      'A verificação contra robôs não carregou. Confira a sua conexão e recarregue a página.',
    contactSupport: 'Falar com o suporte',
    privacyNotice: 'Ao continuar, você declara que leu a',
    privacyLink: 'Política de privacidade',
    codePageTitle: 'Código de acesso | Rosto',
    codeTitle: 'Digite o código',
    codeSubtitle: 'Enviamos um código de 6 dígitos por SMS para o celular {{phone}}.',
    codeSubtitleCall:
      'Você vai receber uma ligação no celular {{phone}} com um código de 6 dígitos.',
    help: 'Preciso de ajuda',
    numberChanged: 'Troquei de número',
  },
  loginTickets: {
    help: {
      subject: 'Ajuda para entrar no Rosto',
      description: 'Não estou conseguindo entrar na minha conta.',
    },
    numberChanged: {
      subject: 'Troquei de número de celular',
      description:
        'Não uso mais o celular cadastrado na minha conta. Quero cadastrar meu novo número.',
    },
    blocked: {
      subject: 'Não consigo acessar minha conta',
      description: 'Ao entrar, o app diz que não é possível acessar a minha conta.',
    },
    deleted: {
      subject: 'Conta removida ou bloqueada',
      description:
        'Ao entrar, o app diz que a minha conta foi removida. Quero entender o que aconteceu.',
    },
  },
  code: {
    label: 'Código de verificação',
    hint: '6 dígitos',
    resendIn: 'Você pode pedir um novo código em {{time}}',
    resendReady: 'Já pode pedir um novo código.',
    notReceived: 'Não recebi o código',
    confirm: 'Confirmar código',
    sheetTitle: 'Não recebeu o código?',
    sheetWait: 'O SMS pode levar alguns instantes. Você poderá pedir um novo código em {{time}}.',
    sheetText: 'Confira se o número está certo e escolha como quer receber um novo código.',
    resendSms: 'Reenviar por SMS',
    resendCall: 'Receber por ligação',
    triesLeft_one: 'Resta {{count}} tentativa com este código.',
    triesLeft_other: 'Restam {{count}} tentativas com este código.',
    retryInMinutes_one: 'Tente de novo em {{count}} minuto.',
    retryInMinutes_other: 'Tente de novo em {{count}} minutos.',
    retryInHours_one: 'Tente de novo em {{count}} hora.',
    retryInHours_other: 'Tente de novo em {{count}} horas.',
    retryInSeconds_one: 'Tente de novo em {{count}} segundo.',
    retryInSeconds_other: 'Tente de novo em {{count}} segundos.',
    askNewCode: 'Pedir um novo código',
    newCodeBySms: 'Enviamos um novo código por SMS.',
    newCodeByCall: 'Você vai receber uma ligação com o novo código.',
    callStillAvailable: 'Por ligação, o código ainda pode chegar agora.',
    callNow: 'Receber por ligação',
    callOnCpf: 'Receber o código por ligação',
    helpCentre: 'Central de ajuda',
  },
};

/** Same keys as pt-BR, any text. */
export type Catalogue = {
  [Key in keyof typeof ptBR]: DeepText<(typeof ptBR)[Key]>;
};
type DeepText<T> = T extends string ? string : { [Key in keyof T]: DeepText<T[Key]> };
