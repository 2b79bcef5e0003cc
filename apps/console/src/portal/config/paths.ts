// Every page of the shops' portal, relative to its base (/loja/): `path` is
// the router's pattern, `href` the link. Pages never write addresses by hand.
export const PORTAL_BASE = '/loja';

export const portalPaths = {
  sales: { path: '/', href: '/' },
  signIn: { path: '/entrar', href: '/entrar' },
  terminals: { path: '/terminais', href: '/terminais' },
  webhooks: { path: '/webhooks', href: '/webhooks' },
  reconciliation: { path: '/conciliacao', href: '/conciliacao' },
} as const;
