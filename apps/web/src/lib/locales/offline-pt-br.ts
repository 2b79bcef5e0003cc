// Texts of the offline page (offline.html, decision 045) and of the signed-in
// area while offline, in Brazilian Portuguese: the build reads them
// (app/prerender.tsx) and the signed-in area's chunk adds them, so they stay
// out of the first screens' bundle (lib/locales/offline.ts).
export const offlinePtBR = {
  offline: {
    pageTitle: 'Sem conexão | Rosto',
    title: 'Você está sem conexão.',
    text: 'Não deu para abrir esta página. Confira a sua internet e tente de novo.',
    retry: 'Tentar de novo',
    banner: 'Sem conexão. As informações podem estar desatualizadas.',
  },
};

export type OfflineCatalogue = typeof offlinePtBR;
