// Where the sandbox's simulated gateway keeps its charges (issue 27): in the
// database (`sandbox_gateway_charges`), so that, as at Cielo, a charge is
// still known after a restart and the reconciliation can ask about it; or in
// memory, for the adapter's own tests.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxGatewayCharges } from '../../../db/schema';

export interface SandboxCharge {
  paymentId: string;
  orderId: string;
  amountCents: number;
  voidedCents: number;
  approved: boolean;
  returnCode: string | null;
}

export interface SandboxLedger {
  record(charge: Omit<SandboxCharge, 'voidedCents'>): Promise<void>;
  /** The newest charge made under our order id. */
  latestOfOrder(orderId: string): Promise<SandboxCharge | null>;
  find(paymentId: string): Promise<SandboxCharge | null>;
  /** Gives back `amountCents` of an approved charge, never more than it was. */
  void(paymentId: string, amountCents: number): Promise<void>;
}

export function createMemoryLedger(): SandboxLedger {
  const charges: SandboxCharge[] = [];
  return {
    record: (charge) => {
      charges.push({ ...charge, voidedCents: 0 });
      return Promise.resolve();
    },
    latestOfOrder: (orderId) =>
      Promise.resolve(charges.findLast((charge) => charge.orderId === orderId) ?? null),
    find: (paymentId) =>
      Promise.resolve(charges.find((charge) => charge.paymentId === paymentId) ?? null),
    void: (paymentId, amountCents) => {
      const charge = charges.find((each) => each.paymentId === paymentId && each.approved);
      if (charge)
        charge.voidedCents = Math.min(charge.amountCents, charge.voidedCents + amountCents);
      return Promise.resolve();
    },
  };
}

export function createDatabaseLedger(db: Database): SandboxLedger {
  const columns = {
    paymentId: sandboxGatewayCharges.paymentId,
    orderId: sandboxGatewayCharges.orderId,
    amountCents: sandboxGatewayCharges.amountCents,
    voidedCents: sandboxGatewayCharges.voidedCents,
    approved: sandboxGatewayCharges.approved,
    returnCode: sandboxGatewayCharges.returnCode,
  };
  return {
    async record(charge) {
      await db.insert(sandboxGatewayCharges).values(charge);
    },
    async latestOfOrder(orderId) {
      const [row] = await db
        .select(columns)
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.orderId, orderId))
        .orderBy(desc(sandboxGatewayCharges.createdAt))
        .limit(1);
      return row ?? null;
    },
    async find(paymentId) {
      const [row] = await db
        .select(columns)
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.paymentId, paymentId))
        .limit(1);
      return row ?? null;
    },
    async void(paymentId, amountCents) {
      await db
        .update(sandboxGatewayCharges)
        .set({
          voidedCents: sql`least(${sandboxGatewayCharges.amountCents}, ${sandboxGatewayCharges.voidedCents} + ${amountCents})`,
        })
        .where(
          and(
            eq(sandboxGatewayCharges.paymentId, paymentId),
            eq(sandboxGatewayCharges.approved, true),
          ),
        );
    },
  };
}
