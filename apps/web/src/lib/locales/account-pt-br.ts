// E-mail edit (/editar-conta), its confirmation (/validar-conta) and account
// deletion (/perfil/excluir-conta) texts in Brazilian Portuguese: loaded with
// those screens (lib/locales/account.ts), not with the first screen.
export const accountPtBR = {
  account: {
    edit: {
      pageTitle: 'Alterar e-mail | Rosto',
      title: 'Seu e-mail',
      subtitle:
        'Enviamos um link para o endereço informado. Confirmar o e-mail ajuda a proteger a sua conta.',
      hint: 'Ex.: maria@exemplo.com.br',
      alreadyValidated: 'Este e-mail já está confirmado. Para trocar, digite um novo endereço.',
      send: 'Enviar link de confirmação',
    },
    validate: {
      pageTitle: 'Confirme seu e-mail | Rosto',
      title: 'Confirme seu e-mail',
      titleResent: 'Enviamos um novo link',
      sentTo: 'Enviamos um link de confirmação para',
      text: 'Abra o e-mail e toque no link para confirmar. Se não o encontrar, veja também a caixa de spam.',
      resendIn: 'Você pode pedir um novo link em {{time}}',
      resendReady: 'Não recebeu o e-mail?',
      resend: 'Reenviar link',
      backToProfile: 'Voltar ao perfil',
    },
    deletion: {
      pageTitle: 'Excluir conta | Rosto',
      title: 'Excluir sua conta',
      subtitle: 'Por segurança, a exclusão é feita com a nossa equipe de atendimento.',
      stepsLabel: 'Como funciona',
      steps: {
        form: 'Você preenche um formulário pedindo a exclusão da conta.',
        identity: 'Conferimos a sua identidade em até um dia (24 horas úteis).',
        email: 'Enviamos por e-mail os passos de segurança para concluir a exclusão.',
      },
      help: 'Ficou com alguma dúvida?',
      helpCenter: 'Visite a central de ajuda',
      request: 'Pedir a exclusão da conta',
      ticket: {
        subject: 'Encerramento de conta',
        description: 'Quero encerrar a minha conta no Rosto e excluir os meus dados.',
      },
    },
  },
};

/** Same keys as pt-BR, any text. */
export type AccountCatalogue = {
  [Key in keyof typeof accountPtBR]: DeepText<(typeof accountPtBR)[Key]>;
};
type DeepText<T> = T extends string ? string : { [Key in keyof T]: DeepText<T[Key]> };
