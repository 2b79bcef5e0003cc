// Texts of the help centre's screens (/ajuda, decision 069) in Brazilian
// Portuguese; the articles themselves are content modules
// (features/help/content). Loaded with those screens (lib/locales/help.ts).
export const helpPtBR = {
  help: {
    pageTitle: 'Central de ajuda | Rosto',
    title: 'Central de ajuda',
    subtitle: 'Como pagar com o rosto, a sua senha, cartões, privacidade e onde usar o Rosto.',
    searchLabel: 'Buscar na ajuda',
    searchPlaceholder: 'Ex.: cartão, senha, estorno',
    resultsCount_one: '{{count}} artigo encontrado',
    resultsCount_other: '{{count}} artigos encontrados',
    noResults: 'Nenhum artigo para “{{query}}”. Tente outra palavra ou veja os temas abaixo.',
    resultsTitle: 'Resultados',
    shopsLink: 'Lojas parceiras',
    shopsLinkText: 'Onde pagar com o rosto, com os endereços',
    loading: 'Carregando a ajuda',
    articleNotFoundTitle: 'Artigo não encontrado',
    articleNotFoundText: 'Este artigo não existe ou mudou de endereço.',
    backToHelp: 'Ver todos os artigos',
    related: 'Mais sobre {{topic}}',
    shops: {
      pageTitle: 'Lojas parceiras | Rosto',
      title: 'Lojas parceiras',
      subtitle: 'Lojas onde você paga com o rosto. Avise no caixa que vai pagar com o rosto.',
      partnerTitle: 'Lojas {{partner}}',
      othersTitle: 'Outras lojas que aceitam o Rosto',
      loading: 'Carregando as lojas',
      loadError: 'Não foi possível carregar as lojas.',
      retry: 'Tentar de novo',
      empty: 'Ainda não há lojas aceitando o Rosto. Volte em breve.',
      noAddress: 'Endereço não informado',
    },
  },
};

/** Same keys as pt-BR, any text. */
export type HelpCatalogue = {
  [Key in keyof typeof helpPtBR]: DeepText<(typeof helpPtBR)[Key]>;
};
type DeepText<T> = T extends string ? string : { [Key in keyof T]: DeepText<T[Key]> };
