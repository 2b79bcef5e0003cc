// Every page of the console, relative to its base (/console/): `path` is the
// router's pattern, `href` the link. Pages never write addresses by hand.
export const CONSOLE_BASE = '/console';

export const paths = {
  home: { path: '/', href: '/' },
  signIn: { path: '/entrar', href: '/entrar' },
  operators: { path: '/operadores', href: '/operadores' },
  audit: { path: '/auditoria', href: '/auditoria' },
  shops: { path: '/lojas', href: '/lojas' },
  shopNew: { path: '/lojas/nova', href: '/lojas/nova' },
  shop: { path: '/lojas/:id', href: (id: string) => `/lojas/${id}` },
} as const;
