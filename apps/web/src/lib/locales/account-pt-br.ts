// E-mail edit (/editar-conta), its confirmation (/validar-conta), account
// deletion (/perfil/excluir-conta) and data download (/perfil/meus-dados) texts
// in Brazilian Portuguese: loaded with those screens (lib/locales/account.ts),
// not with the first screen.
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
      subtitle:
        'Você pode pedir a exclusão à nossa equipe de atendimento ou excluir a conta agora mesmo, aqui no app.',
      // The demo stage has no support team (docs/spec/account-checklist.md §6): only the app's own
      // way.
      subtitleSelfOnly: 'Você pode excluir a sua conta agora mesmo, aqui no app.',
      stepsLabel: 'Com a nossa equipe',
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
      // Self-service deletion (LGPD art. 18): at once, confirmed by PIN or SMS code.
      now: {
        title: 'Excluir minha conta agora',
        intro: 'A exclusão acontece na hora e não pode ser desfeita:',
        effects: {
          face: 'As fotos e os dados do seu rosto são apagados.',
          sessions: 'Você sai do app em todos os aparelhos.',
          account:
            'A conta deixa de funcionar: não dá mais para pagar com o rosto nem entrar nela.',
          kept: 'Guardamos só o que a lei exige, pelo prazo que ela determina.',
          again: 'Se você se cadastrar de novo depois, será criada uma conta nova.',
        },
        pinNote: 'Para confirmar, digite a sua senha de 4 números.',
        codeNote: 'Para confirmar, enviamos um código por SMS para o seu celular.',
        start: 'Confirmar com a senha',
        sendCode: 'Enviar código',
        pinPageTitle: 'Confirme a exclusão | Rosto',
        pinTitle: 'Digite sua senha',
        pinText: 'É a senha de 4 números que você usa no app.',
        codePageTitle: 'Código da exclusão | Rosto',
        codeTitle: 'Digite o código',
        codeText: 'Enviamos um código por SMS para {{phone}}.',
        confirmTitle: 'Excluir minha conta?',
        confirmText:
          'Os dados do seu rosto serão apagados e você sairá do app em todos os aparelhos. Não é possível desfazer.',
        confirm: 'Excluir conta',
        deleting: 'Excluindo a conta…',
        deleted: 'Sua conta foi excluída.',
      },
    },
    myData: {
      link: 'Baixar meus dados',
      pageTitle: 'Baixar meus dados | Rosto',
      title: 'Baixar meus dados',
      subtitle:
        'Um arquivo com o que o Rosto guarda sobre você, para conferir ou levar para outro serviço (LGPD, art. 18).',
      contentsLabel: 'O que vem no arquivo',
      contents: {
        profile: 'Seus dados de cadastro: nome, CPF, celular e e-mail.',
        consents: 'Os termos e autorizações que você aceitou, com as datas.',
        email: 'As trocas e confirmações de e-mail.',
        sessions: 'As sessões: quando e de que aparelho você entrou e saiu.',
        face: 'As datas e a situação dos cadastros do rosto. A foto e o modelo biométrico do rosto não vão no arquivo.',
        pin: 'As datas em que a senha foi redefinida.',
        limits: 'Seus limites de pagamento e se os pagamentos com o rosto estão pausados.',
        cards:
          'Os cartões da carteira, também os excluídos: só os 4 últimos dígitos, nunca o número inteiro nem o CVV, e as cobranças de validação.',
        payments: 'Os pagamentos: loja, valor, cartão e data, e os cancelamentos.',
        events: 'Os registros de uso do app.',
      },
      format: 'O arquivo é do tipo JSON: dá para abrir em qualquer editor de texto.',
      download: 'Baixar meus dados',
    },
  },
};

/** Same keys as pt-BR, any text. */
export type AccountCatalogue = {
  [Key in keyof typeof accountPtBR]: DeepText<(typeof accountPtBR)[Key]>;
};
type DeepText<T> = T extends string ? string : { [Key in keyof T]: DeepText<T[Key]> };
