// Texts of the offline page (offline.html, decision 045) in Brazilian
// Portuguese: only the build reads them (app/prerender.tsx), so they stay out
// of every bundle the browser loads (lib/locales/offline.ts).
export const offlinePtBR = {
  offline: {
    pageTitle: 'Sem conexão | Rosto',
    title: 'Você está sem conexão.',
    text: 'Não deu para abrir esta página. Confira a sua internet e tente de novo.',
    retry: 'Tentar de novo',
  },
};

export type OfflineCatalogue = typeof offlinePtBR;
