// Texts of /perfil/limites (the customer's limits on paying by face, decision
// 036) in Brazilian Portuguese, and the profile's link to it: loaded with
// those screens (lib/locales/limits.ts), not with the first one.
export const limitsPtBR = {
  limits: {
    link: 'Limites de pagamento',
    pageTitle: 'Limites de pagamento | Rosto',
    title: 'Limites de pagamento',
    subtitle: 'Você decide quanto pode ser pago com o seu rosto e quando a loja pede a sua senha.',
    loading: 'Carregando seus limites…',
    loadFailed: 'Não foi possível carregar seus limites.',
    retry: 'Tentar de novo',
    pause: {
      label: 'Pausar pagamentos com o rosto',
      hint: 'Enquanto estiver pausado, nenhuma loja aceita pagamento com o seu rosto. Vale na hora.',
      pausedSince: 'Pausado desde {{date}}.',
    },
    pinAbove: {
      label: 'Pedir a senha acima de',
      hint: 'Acima deste valor, a loja sempre pede a sua senha. Com {{zero}}, pede em todo pagamento.',
      tooHigh: 'O valor máximo é {{max}}.',
    },
    daily: {
      label: 'Limite por dia',
      hint: 'O total de pagamentos com o rosto em um dia (horário de Brasília).',
      noLimit: 'Sem limite por dia',
      outOfRange: 'Escolha um valor entre {{min}} e {{max}}.',
    },
    save: 'Salvar limites',
    pinNote: 'Para aumentar um limite ou voltar a pagar com o rosto, pedimos a sua senha.',
    createPin: 'Criar senha',
    pin: {
      pageTitle: 'Confirme com a sua senha | Rosto',
      title: 'Digite sua senha',
      text: 'Para aumentar um limite ou voltar a pagar com o rosto, confirme que é você.',
      saving: 'Salvando…',
    },
    saved: 'Limites salvos.',
    paused: 'Pagamentos com o rosto pausados.',
    resumed: 'Pagamentos com o rosto liberados de novo.',
  },
};

/** Same keys as pt-BR, any text. */
export type LimitsCatalogue = {
  [Key in keyof typeof limitsPtBR]: DeepText<(typeof limitsPtBR)[Key]>;
};
type DeepText<T> = T extends string ? string : { [Key in keyof T]: DeepText<T[Key]> };
