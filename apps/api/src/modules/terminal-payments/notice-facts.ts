// What a customer's payment SMS says of a sale (payment-notices.ts): their
// phone and language, the shop and the card's last four digits. One query for
// the till's payments and the shop's refunds alike.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentMethods, places, users } from '../../db/schema';
import type { PaymentNoticeFacts } from './payment-notices';

/** The facts of a sale of `amountCents` (a payment's, or a refund's own); null without a customer. */
export async function readNoticeFacts(
  db: Database,
  sale: { userId: string | null; placeId: string; paymentMethodId: string | null },
  amountCents: number,
): Promise<PaymentNoticeFacts | null> {
  if (!sale.userId) return null;
  const [row] = await db
    .select({
      phoneNumber: users.phoneNumber,
      language: users.language,
      placeName: places.name,
      lastFour: paymentMethods.lastFour,
    })
    .from(users)
    .innerJoin(places, eq(places.id, sale.placeId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, sale.paymentMethodId ?? sql`null`))
    .where(eq(users.id, sale.userId))
    .limit(1);
  return row ? { ...row, amountCents } : null;
}
