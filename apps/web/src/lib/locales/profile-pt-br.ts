// Texts of the profile screen (/profile): added when it loads (profile.ts), so
// the entry catalogue carries only what the first screens show.
export const profilePtBR = {
  profile: {
    pageTitle: 'Perfil | Rosto',
    title: 'Perfil',
    cpf: 'CPF',
    registerFace: 'Cadastrar meu rosto',
    replaceFace: 'Trocar foto do rosto',
    logout: 'Sair da conta',
    personalInfo: {
      title: 'Dados pessoais',
      phone: 'Celular',
      email: 'E-mail',
      notInformed: 'Não informado',
      addEmail: 'Cadastrar e-mail',
      emailMissing: 'E-mail não cadastrado',
      emailPending: 'E-mail não confirmado',
      validateHint: 'Toque para confirmar o seu e-mail.',
    },
    safety: {
      title: 'Segurança',
      changePin: 'Alterar senha',
    },
    help: {
      title: 'Ajuda',
      whereToUse: 'Onde usar',
      support: 'Suporte',
      supportSubject: 'Preciso de ajuda com o Rosto',
      supportDescription: 'Conte para nós como podemos ajudar.',
      feedback: 'Feedback',
      feedbackSubject: 'Feedback sobre o Rosto',
      feedbackDescription: 'Conte para nós o que achou do Rosto.',
    },
    info: {
      title: 'Informações',
      terms: 'Termos de uso',
      privacy: 'Política de privacidade',
      deleteAccount: 'Excluir conta',
    },
    logoutEverywhere: {
      action: 'Sair de todos os aparelhos',
      title: 'Sair de todos os aparelhos?',
      text: 'Você vai sair da sua conta em todos os aparelhos, inclusive neste. Para voltar, entre de novo com o seu CPF e o código que enviaremos por SMS ao celular da conta.',
      confirm: 'Sair de todos',
    },
    versionLabel: 'Versão do app',
    version: 'Versão {{version}} ({{commit}})',
    stage: 'Ambiente {{stage}}',
    sdk: 'SDK {{sdk}}',
    partner: 'Parceiro {{partner}}',
  },
};
