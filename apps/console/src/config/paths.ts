// Every page of the console, relative to its base (/console/): `path` is the
// router's pattern, `href` the link. Pages never write addresses by hand.
export const CONSOLE_BASE = '/console';

export const paths = {
  home: { path: '/', href: '/' },
  signIn: { path: '/entrar', href: '/entrar' },
  operators: { path: '/operadores', href: '/operadores' },
  audit: { path: '/auditoria', href: '/auditoria' },
  // --- review pages (issue 26) ---
  faceReviews: { path: '/revisoes/rostos', href: '/revisoes/rostos' },
  faceReview: { path: '/revisoes/rostos/:id', href: (id: string) => `/revisoes/rostos/${id}` },
  cardReviews: { path: '/revisoes/cartoes', href: '/revisoes/cartoes' },
  cardReview: { path: '/revisoes/cartoes/:id', href: (id: string) => `/revisoes/cartoes/${id}` },
  identityReviews: { path: '/revisoes/identidades', href: '/revisoes/identidades' },
  identityReview: {
    path: '/revisoes/identidades/:id',
    href: (id: string) => `/revisoes/identidades/${id}`,
  },
  // Customers (issue 26, support): the search and one customer's page.
  customers: { path: '/clientes', href: '/clientes' },
  customer: { path: '/clientes/:id', href: (id: string) => `/clientes/${id}` },
  shops: { path: '/lojas', href: '/lojas' },
  shopNew: { path: '/lojas/nova', href: '/lojas/nova' },
  shop: { path: '/lojas/:id', href: (id: string) => `/lojas/${id}` },
} as const;
