// Texts of the card validation screens (/carteira/{id}/validar and the
// food-voucher variant) in Brazilian Portuguese, loaded with them
// (lib/locales/wallet-validate.ts), not with the first screen.
export const walletValidatePtBR = {
  walletValidate: {
    pageTitle: 'Validar cartão | Rosto',
    loading: 'Carregando o cartão…',
    backToWallet: 'Voltar para a carteira',
    gotIt: 'Entendi',
    help: 'Preciso de ajuda',
    ticket: {
      subject: 'Validação de cartão',
      description: 'Preciso de ajuda para validar meu cartão {{authorizer}} na carteira.',
    },
    notFound: {
      title: 'Cartão não encontrado',
      text: 'Este cartão não está na sua carteira. Ele pode ter sido excluído.',
    },
    loadError: {
      title: 'Não foi possível carregar o cartão',
      retry: 'Tentar novamente',
    },
    explanation: {
      title: 'Vamos validar seu cartão',
      subtitle: 'Assim confirmamos que o cartão é seu. Veja como funciona:',
      listLabel: 'Etapas da validação',
      step1: 'Fazemos uma cobrança pequena, entre {{min}} e {{max}}, no seu cartão.',
      step2: 'Ela aparece na fatura ou no app do seu banco, normalmente em poucos minutos.',
      step3: 'Você digita aqui o valor exato dessa cobrança.',
      step4: 'O valor é estornado em até 24 horas.',
      confirm: 'Fazer a cobrança',
      cancel: 'Validar depois',
      starting: 'Fazendo a cobrança…',
    },
    cancelDialog: {
      title: 'Validar depois?',
      text: 'O cartão só pode ser usado nos pagamentos depois de validado. Você pode voltar a qualquer momento pela carteira.',
      keep: 'Continuar validando',
      leave: 'Sair da validação',
    },
    amount: {
      title: 'Qual foi o valor cobrado?',
      subtitle: 'Confira na fatura ou no app do seu banco e digite o valor exato da cobrança.',
      phoneHint: 'Abra o app do seu banco no celular: a cobrança aparece nos lançamentos recentes.',
      label: 'Valor da cobrança',
      hint: 'Entre {{min}} e {{max}}.',
      outOfRange: 'A cobrança de validação é de {{min}} a {{max}}. Confira o valor na fatura.',
      submit: 'Validar cartão',
      sending: 'Conferindo o valor…',
      card: 'Cartão',
    },
    incorrect: {
      title: 'Valor incorreto',
      text: 'O valor digitado não é o da cobrança. Confira na fatura ou no app do seu banco e tente de novo.',
      remaining_one: 'Você tem mais {{count}} tentativa.',
      remaining_other: 'Você tem mais {{count}} tentativas.',
      retry: 'Tentar novamente',
    },
    cvv: {
      title: 'Validar cartão',
      subtitle:
        'Seu banco não aceitou a cobrança de validação. Confirme o código de segurança para validar o cartão.',
      label: 'Código de segurança (CVV)',
      hint3: 'Os 3 números no verso do cartão.',
      hint4: 'Os 4 números na frente do cartão.',
      hintAny: 'Os 3 ou 4 números do código de segurança do cartão.',
      submit: 'Validar cartão',
      sending: 'Conferindo o código…',
    },
    success: {
      title: 'Cartão validado!',
      text: 'Pronto: o cartão {{card}} já pode ser usado para pagar com seu rosto.',
      animation: 'Cartão validado',
    },
    failure: {
      title: 'Não foi possível validar o cartão',
      text: 'Por segurança, este cartão não pode mais ser validado. Exclua-o da carteira e cadastre outro cartão.',
      reregisterTitle: 'Cadastre o cartão novamente',
      reregisterText:
        'Seu banco não aceitou a cobrança de validação, e o código de segurança (CVV) deste cartão não pôde ser conferido. Exclua o cartão e cadastre-o de novo, com todos os dados.',
    },
    review: {
      title: 'Cartão em análise',
      text: 'Estamos analisando este cartão e respondemos em até 48 horas. Depois disso, você pode validá-lo pela carteira.',
    },
    foodVoucher: {
      pageTitle: 'Cartão alimentação | Rosto',
      successTitle: 'Cartão alimentação cadastrado!',
      successText:
        'A {{issuer}} confirmou seu cartão final {{lastFour}}. Ele já pode ser usado para pagar com seu rosto.',
      errorTitle: 'Não foi possível validar o cartão',
      errorText:
        'Não conseguimos confirmar este cartão alimentação. Tente de novo ou fale com a gente.',
    },
  },
};
