// The audit trail's rows (issue 26): written once, read back newest first.
// The table refuses UPDATE, DELETE and TRUNCATE itself (migration 0026), so this
// repository offers no way to change or remove a row.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id'>;

export interface AuditEventFilter {
  operatorId?: string;
  action?: string;
  targetKind?: string;
  targetId?: string;
  /** Only rows older than this id: the next page after a page ending at it. */
  beforeId?: number;
}

export function createAuditRepository(db: Database) {
  return {
    async record(event: NewAuditEvent): Promise<AuditEventRow> {
      const [row] = await db.insert(auditEvents).values(event).returning();
      return row!;
    },

    /** Newest first, `limit` rows at most. */
    async list(filter: AuditEventFilter, limit: number): Promise<AuditEventRow[]> {
      const conditions: SQL[] = [];
      if (filter.operatorId) conditions.push(eq(auditEvents.operatorId, filter.operatorId));
      if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
      if (filter.targetKind) conditions.push(eq(auditEvents.targetKind, filter.targetKind));
      if (filter.targetId) conditions.push(eq(auditEvents.targetId, filter.targetId));
      if (filter.beforeId !== undefined) conditions.push(lt(auditEvents.id, filter.beforeId));
      return db
        .select()
        .from(auditEvents)
        .where(and(...conditions))
        .orderBy(desc(auditEvents.id))
        .limit(limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
