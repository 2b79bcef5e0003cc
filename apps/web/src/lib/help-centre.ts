// Where the app's help links lead (decision 069): the help centre built into
// the app (/ajuda, an article, the shops list), unless the build points
// VITE_HELP_CENTER_URL or VITE_WHERE_TO_BUY_URL elsewhere. The help tickets
// are another matter and stay with the help desk (decision 020).
import { env } from '../config/env';
import { paths } from '../config/paths';

/** The articles the app links to by name; the help content's test checks each exists in both languages. */
export const helpArticleSlugs = {
  payingByFace: 'como-pagar-com-o-rosto',
  pin: 'para-que-serve-a-senha',
  faceAndSecurity: 'seguranca-e-foto-do-rosto',
  faceCapture: 'cadastro-do-rosto',
  dataRights: 'seus-direitos-lgpd',
  cards: 'cartoes-e-validacao',
  refunds: 'pagamentos-e-estornos',
  codes: 'codigos-por-sms-e-ligacao',
} as const;
export type HelpArticleSlug = (typeof helpArticleSlugs)[keyof typeof helpArticleSlugs];

/** The help centre, or one of its articles: in the app unless an outside help centre is configured. */
export function helpCentreHref(
  article?: HelpArticleSlug,
  config: Pick<typeof env, 'helpCenterUrl'> = env,
): string {
  if (config.helpCenterUrl) return config.helpCenterUrl;
  return article ? paths.helpArticle.getHref(article) : paths.help.getHref();
}

/** The shops that take Rosto: the help centre's list unless an outside page is configured. */
export function whereToUseHref(config: Pick<typeof env, 'whereToBuyUrl'> = env): string {
  return config.whereToBuyUrl ?? paths.helpShops.getHref();
}
