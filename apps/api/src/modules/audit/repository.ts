// The audit trail's rows (issue 26): written once, read back newest first.
// The table refuses UPDATE, DELETE and TRUNCATE itself (migration 0026), so this
// repository offers no way to change or remove a row.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents, operators } from '../../db/schema';

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
  function where(filter: AuditEventFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.operatorId) conditions.push(eq(auditEvents.operatorId, filter.operatorId));
    if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
    if (filter.targetKind) conditions.push(eq(auditEvents.targetKind, filter.targetKind));
    if (filter.targetId) conditions.push(eq(auditEvents.targetId, filter.targetId));
    if (filter.beforeId !== undefined) conditions.push(lt(auditEvents.id, filter.beforeId));
    return and(...conditions);
  }

  return {
    async record(event: NewAuditEvent): Promise<AuditEventRow> {
      const [row] = await db.insert(auditEvents).values(event).returning();
      return row!;
    },

    /** Newest first, `limit` rows at most. */
    async list(filter: AuditEventFilter, limit: number): Promise<AuditEventRow[]> {
      return db
        .select()
        .from(auditEvents)
        .where(where(filter))
        .orderBy(desc(auditEvents.id))
        .limit(limit);
    },

    /** As `list`, each row with its operator's e-mail (null for a command's row). */
    listWithOperators(filter: AuditEventFilter, limit: number) {
      return db
        .select({
          id: auditEvents.id,
          at: auditEvents.at,
          operatorId: auditEvents.operatorId,
          operatorEmail: operators.email,
          action: auditEvents.action,
          targetKind: auditEvents.targetKind,
          targetId: auditEvents.targetId,
          reason: auditEvents.reason,
          ip: auditEvents.ip,
          requestId: auditEvents.requestId,
        })
        .from(auditEvents)
        .leftJoin(operators, eq(operators.id, auditEvents.operatorId))
        .where(where(filter))
        .orderBy(desc(auditEvents.id))
        .limit(limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
