// Test helper: the message of the first issue, which is what the API answers with.
import type { z } from 'zod';

export function firstIssueMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
