// Texts of the home screen (/home) in Brazilian Portuguese, loaded with it
// (lib/locales/home.ts), not with the first screen: the greeting, the
// banners, the how-to-use slides, the latest payments and where to use Rosto.
export const homePtBR = {
  home: {
    pageTitle: 'Início | Rosto',
    greeting: 'Olá, {{firstName}}',
    subtitle: 'Que bom ter você por aqui.',
    banners: {
      label: 'Avisos',
      emailMissing: {
        title: 'Cadastre seu e-mail',
        text: 'Com ele você recebe avisos importantes sobre sua conta e seus pagamentos.',
        link: 'Cadastrar e-mail',
      },
      emailNotValidated: {
        title: 'Confirme seu e-mail',
        text: 'Abra o link que enviamos para {{email}}. Se ele não chegou, peça um novo.',
        link: 'Confirmar e-mail',
      },
      faceUnderReview: {
        title: 'Seu rosto está em análise',
        text: 'Estamos conferindo sua foto. Assim que terminarmos, você poderá pagar com o rosto.',
      },
      addCard: {
        title: 'Adicione um cartão',
        text: 'Cadastre um cartão na carteira para pagar com o rosto nas lojas parceiras.',
        link: 'Adicionar cartão',
      },
    },
    howTo: {
      title: 'Como usar',
      carousel: 'carrossel',
      slide: 'passo',
      intro: 'Pagar com o rosto em 6 passos.',
      slideLabel: '{{number}} de {{count}}',
      previous: 'Passo anterior',
      next: 'Próximo passo',
      dotsLabel: 'Escolha um passo',
      goTo: 'Ir para o passo {{number}}: {{title}}',
      slides: {
        card: {
          title: 'Tenha um cartão na carteira',
          text: 'Adicione um cartão em Cartões. É com ele que você paga quando olha para a câmera.',
        },
        terminal: {
          title: 'Procure o Rosto no caixa',
          text: 'Nas lojas parceiras, avise no caixa que vai pagar com o rosto. O atendente digita o valor no terminal.',
        },
        camera: {
          title: 'Olhe para a câmera',
          text: 'Fique de frente para a câmera do terminal, sem óculos escuros, boné ou máscara, até ela reconhecer você.',
        },
        confirm: {
          title: 'Confirme o pagamento',
          text: 'Confira o valor, escolha o cartão e confirme. Quando o terminal pedir, digite sua senha de 4 dígitos.',
        },
        receipt: {
          title: 'Veja o comprovante no app',
          text: 'O pagamento aparece em Pagamentos na mesma hora, com o comprovante e o local da compra.',
        },
        help: {
          title: 'Precisa de ajuda?',
          text: 'Abra o comprovante e toque em Ajuda para nos contar o que aconteceu com aquele pagamento.',
        },
      },
    },
    payments: {
      title: 'Últimos pagamentos',
      seeAll: 'Ver todos',
      seeAllLabel: 'Ver todos os pagamentos',
      loadError: 'Ocorreu um erro ao buscar as últimas transações.',
    },
    whereToUse: {
      title: 'Onde usar o Rosto',
      text: 'Veja as lojas parceiras em que você paga com o rosto.',
      link: 'Ver lojas parceiras',
    },
  },
};
