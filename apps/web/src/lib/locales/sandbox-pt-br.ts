// Texts of the sandbox's outbox page (/sandbox/outbox) in Brazilian Portuguese,
// loaded with that page only (lib/locales/sandbox.ts): a tester's page, which
// the customer app's entry catalogue does not carry.
export const sandboxPtBR = {
  sandbox: {
    pageTitle: 'Mensagens enviadas | Sandbox Rosto',
    title: 'Mensagens enviadas',
    intro: 'Ambiente de testes: aqui aparecem os SMS, ligações e e-mails que o Rosto enviaria.',
    consoleLink: 'Console de operadores: entre como um operador de demonstração de cada papel',
    portalLink: 'Portal das lojas: entre como dono ou caixa de demonstração de cada loja',
    filterLabel: 'Filtrar por destinatário',
    filterHint: 'Telefone com DDD ou e-mail',
    autoRefresh: 'Atualiza sozinha a cada 3 segundos.',
    empty: 'Nenhuma mensagem por enquanto.',
    code: 'Código',
    to: 'Para',
    cardTo: 'Cartão final',
    channel: {
      sms: 'SMS',
      voice: 'Ligação',
      email: 'E-mail',
      card: 'Fatura do cartão',
    },
  },
};
