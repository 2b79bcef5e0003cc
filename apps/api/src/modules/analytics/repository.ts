// Analytics events as the app sends them, stored for later processing.
import { desc } from 'drizzle-orm';
import type { AnalyticsEventProperties } from '@rosto/contract/schemas/analytics';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export interface NewAnalyticsEvent {
  userId: string | null;
  eventName: string;
  properties: AnalyticsEventProperties;
}

export function createAnalyticsRepository(db: Database) {
  return {
    async add(event: NewAnalyticsEvent): Promise<void> {
      await db.insert(analyticsEvents).values({
        userId: event.userId,
        anonymous: event.userId === null,
        eventName: event.eventName,
        properties: event.properties,
      });
    },

    /** Most recent first (tests and support look-ups). */
    async latest(limit = 20) {
      return db
        .select()
        .from(analyticsEvents)
        .orderBy(desc(analyticsEvents.receivedAt))
        .limit(limit);
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
