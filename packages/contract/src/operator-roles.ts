// The roles of the people who run Rosto (issue 26, decision 049). Zod-free on
// purpose: the endpoint table names the roles each console call needs, and
// that table reaches the customer's first screens.

/**
 * `reviewer`: faces and cards held for review; `support`: customers and
 * support references; `shops`: shops and terminals; `admin`: operators and
 * the audit trail. One operator may hold several.
 */
export const operatorRoles = ['reviewer', 'support', 'shops', 'admin'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (operatorRoles as readonly string[]).includes(value);
}

/** The roles of a shop's people in its portal (issue 27, decision 053). */
export const shopRoles = ['owner', 'cashier'] as const;
export type ShopRole = (typeof shopRoles)[number];
