// Every page of the console, relative to its base (/console/): `path` is the
// router's pattern, `href` the link. Pages never write addresses by hand.
export const CONSOLE_BASE = '/console';

export const paths = {
  home: { path: '/', href: '/' },
  signIn: { path: '/entrar', href: '/entrar' },
  operators: { path: '/operadores', href: '/operadores' },
  audit: { path: '/auditoria', href: '/auditoria' },
  // Customers (issue 26, support): the search and one customer's page.
  customers: { path: '/clientes', href: '/clientes' },
  customer: { path: '/clientes/:id', href: (id: string) => `/clientes/${id}` },
} as const;
