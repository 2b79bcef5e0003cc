// The sandbox outbox: messages (SMS, voice, e-mail) the sandbox adapters would have sent.
import { desc, eq, like, or } from 'drizzle-orm';
import type { OutboxChannel, SandboxOutboxItem } from '@rosto/contract/schemas/sandbox';
import type { Database } from '../../db/client';
import { sandboxOutbox } from '../../db/schema';

export interface OutboxMessage {
  channel: OutboxChannel;
  to: string;
  subject?: string | null;
  body: string;
}

const OUTBOX_PAGE = 100;

/** Phone recipients are kept as digits; e-mail recipients lowercased. */
export function normaliseRecipient(to: string): string {
  const value = to.trim();
  return value.includes('@') ? value.toLowerCase() : value.replace(/\D/gu, '');
}

export function createOutboxRepository(db: Database) {
  return {
    async add(message: OutboxMessage): Promise<void> {
      await db.insert(sandboxOutbox).values({
        channel: message.channel,
        recipient: normaliseRecipient(message.to),
        subject: message.subject ?? null,
        body: message.body,
      });
    },

    /**
     * Newest first. A phone filter matches with or without the +55 prefix
     * (the stored digits end with the digits asked for).
     */
    async list(filter: { to?: string | undefined } = {}): Promise<SandboxOutboxItem[]> {
      const to = filter.to === undefined ? undefined : normaliseRecipient(filter.to);
      if (to === '') return [];
      const where =
        to === undefined
          ? undefined
          : !to.includes('@')
            ? or(
                eq(sandboxOutbox.recipient, to),
                like(sandboxOutbox.recipient, `%${to.slice(-11)}`),
              )
            : eq(sandboxOutbox.recipient, to);
      const rows = await db
        .select()
        .from(sandboxOutbox)
        .where(where)
        .orderBy(desc(sandboxOutbox.createdAt))
        .limit(OUTBOX_PAGE);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
