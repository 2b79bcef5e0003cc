// Texts of the payments screens in Brazilian Portuguese, loaded with them
// (lib/locales/payments.ts), not with the first screen: the list
// (/pagamentos), the transaction rows and day headings the home screen also
// shows, the receipt and its map tab. The help tab's texts, paymentsHelpPtBR,
// are kept apart: they are also the tickets the help desk reads (decision 072).
export const paymentsPtBR = {
  payments: {
    pageTitle: 'Pagamentos | Rosto',
    title: 'Pagamentos',
    subtitle: 'Suas compras com o rosto nas lojas parceiras.',
    loading: 'Carregando seus pagamentos',
    today: 'Hoje',
    yesterday: 'Ontem',
    canceled: 'Cancelado',
    noPaymentMethod: 'Meio de pagamento não informado',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando mais pagamentos…',
    moreLoaded: 'Mais pagamentos carregados.',
    loadError: 'Não foi possível carregar seus pagamentos.',
    empty: {
      title: 'Nenhum pagamento por aqui',
      text: 'Quando você pagar com o rosto em uma loja parceira, o pagamento aparece aqui.',
    },
    receipt: {
      pageTitle: 'Comprovante | Rosto',
      title: 'Comprovante',
      tabsLabel: 'Seções do pagamento',
      tabs: { receipt: 'Recibo', map: 'Mapa', help: 'Ajuda' },
      loading: 'Carregando o pagamento',
      notFoundTitle: 'Pagamento não encontrado',
      notFoundText: 'Este pagamento não está na sua conta.',
      loadErrorTitle: 'Não foi possível carregar o pagamento',
      backToList: 'Ver meus pagamentos',
      amount: 'Valor',
      dateTime: 'Data e hora',
      place: 'Local',
      address: 'Endereço',
      paymentMethod: 'Meio de pagamento',
      status: 'Situação',
      statusSuccess: 'Aprovado',
      statusCanceled: 'Cancelado',
      statusRefunded: 'Estornado',
      canceledTitle: 'Pagamento cancelado',
      canceledAt: 'Cancelado em {{date}}.',
      refund: 'Estorno',
      refundedOn: 'Estornado {{amount}} em {{date}}',
      refundedTitle: 'Pagamento estornado',
      refundedText: 'O valor total voltou para o seu cartão.',
      reversedTitle: 'Cobrança desfeita',
      reversedText:
        'A loja não recebeu a confirmação a tempo e a cobrança foi desfeita em {{date}}. Você não paga por ela.',
      canceledText: 'Este pagamento foi cancelado.',
      code: 'Código do pagamento',
    },
    map: {
      pageTitle: 'Mapa | Rosto',
      title: 'Onde foi o pagamento',
      label: 'Mapa com a localização de {{place}}',
      loading: 'Carregando o mapa',
      zoomIn: 'Aproximar',
      zoomOut: 'Afastar',
      tilesFailed: 'O mapa não carregou agora. O local está marcado no centro.',
    },
  },
};

export const paymentsHelpPtBR = {
  paymentsHelp: {
    pageTitle: 'Ajuda com o pagamento | Rosto',
    title: 'Precisa de ajuda com este pagamento?',
    text: 'Escolha o que aconteceu. Abrimos um chamado já preenchido para o nosso atendimento.',
    optionsLabel: 'O que aconteceu',
    // The demo stage has no support (docs/spec/account-checklist.md §6).
    demo: 'Este é um ambiente de demonstração: aqui o atendimento não recebe chamados.',
    options: {
      notMine: {
        label: 'Não fiz esta compra',
        subject: 'Não fiz esta compra',
        description: 'Não reconheço o pagamento {{id}} e não fiz esta compra.',
      },
      wrongAmount: {
        label: 'O valor está errado',
        subject: 'O valor está errado',
        description: 'O valor do pagamento {{id}} está errado. O valor certo é:',
      },
      other: {
        label: 'Outro problema',
        subject: 'Problema com um pagamento',
        description: 'Tenho um problema com o pagamento {{id}}:',
      },
    },
  },
};
