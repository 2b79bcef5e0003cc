// Every route of the app in one place: `path` is the router pattern,
// `getHref` builds a link. Screens never write URLs by hand.
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  welcome: { path: '/', getHref: () => '/' },
  download: { path: '/download', getHref: () => '/download' },
  appLink: { path: '/app-link', getHref: () => '/app-link' },
  privacyPolicy: { path: '/politica-de-privacidade', getHref: () => '/politica-de-privacidade' },
  privacyPolicyAlias: { path: '/politica-privacidade', getHref: () => '/politica-privacidade' },
  termsOfUse: { path: '/termos-de-uso', getHref: () => '/termos-de-uso' },
  /** The help centre (decision 069): articles, search and the shops; signed in or out. */
  help: { path: '/ajuda', getHref: () => '/ajuda' },
  helpShops: { path: '/ajuda/lojas', getHref: () => '/ajuda/lojas' },
  helpArticle: { path: '/ajuda/:slug', getHref: (slug: string) => `/ajuda/${id(slug)}` },

  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  registerPrivateLabel: {
    path: '/register-private-label',
    getHref: () => '/register-private-label',
  },
  registerPrivateLabelAppUser: {
    path: '/register-private-label-app-user',
    getHref: () => '/register-private-label-app-user',
  },
  emailChallenge: {
    path: '/validar-email/:id',
    getHref: (challengeId: string) => `/validar-email/${id(challengeId)}`,
  },
  emailChallengeStatus: { path: '/validar-email-status', getHref: () => '/validar-email-status' },
  emailConfirmation: { path: '/validar-email', getHref: () => '/validar-email' },

  registerFace: {
    path: '/register/face',
    /** From the profile the capture ends back there instead of on /validation. */
    getHref: (options: { fromProfile?: boolean } = {}) =>
      options.fromProfile ? '/register/face?origem=perfil' : '/register/face',
  },
  faceValidation: { path: '/validation', getHref: () => '/validation' },

  home: { path: '/home', getHref: () => '/home' },

  profile: { path: '/perfil', getHref: () => '/perfil' },
  /** Confirms who replaces an enrolled face (PIN, then an SMS code) before the capture. */
  faceStepUp: { path: '/perfil/trocar-rosto', getHref: () => '/perfil/trocar-rosto' },
  profileResetPin: { path: '/perfil/redefinir-pin', getHref: () => '/perfil/redefinir-pin' },
  profileDeleteAccount: { path: '/perfil/excluir-conta', getHref: () => '/perfil/excluir-conta' },
  /** The user's data as a JSON file (LGPD art. 18). */
  profileMyData: { path: '/perfil/meus-dados', getHref: () => '/perfil/meus-dados' },
  profileLimits: { path: '/perfil/limites', getHref: () => '/perfil/limites' },
  editAccount: { path: '/editar-conta', getHref: () => '/editar-conta' },
  validateAccount: { path: '/validar-conta', getHref: () => '/validar-conta' },

  payments: { path: '/pagamentos', getHref: () => '/pagamentos' },
  payment: {
    path: '/pagamentos/:id',
    getHref: (paymentId: string) => `/pagamentos/${id(paymentId)}`,
  },
  paymentMap: {
    path: '/pagamentos/:id/mapa',
    getHref: (paymentId: string) => `/pagamentos/${id(paymentId)}/mapa`,
  },
  paymentHelp: {
    path: '/pagamentos/:id/ajuda',
    getHref: (paymentId: string) => `/pagamentos/${id(paymentId)}/ajuda`,
  },

  wallet: { path: '/carteira', getHref: () => '/carteira' },
  walletAdd: { path: '/carteira/adicionar', getHref: () => '/carteira/adicionar' },
  walletEditPaymentMethod: {
    path: '/carteira/meio-pagamento',
    getHref: () => '/carteira/meio-pagamento',
  },
  walletCard: { path: '/carteira/:id', getHref: (cardId: string) => `/carteira/${id(cardId)}` },
  walletCardValidate: {
    path: '/carteira/:id/validar',
    getHref: (cardId: string) => `/carteira/${id(cardId)}/validar`,
  },
  walletFoodVoucherValidate: {
    path: '/carteira/food-voucher/:id/validar',
    getHref: (cardId: string) => `/carteira/food-voucher/${id(cardId)}/validar`,
  },

  /** The shop's payment terminal (issue 11): signs in with the terminal's key, never in the URL. */
  terminal: { path: '/terminal', getHref: () => '/terminal' },

  sandboxOutbox: { path: '/sandbox/outbox', getHref: () => '/sandbox/outbox' },
} as const;
