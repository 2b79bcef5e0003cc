// The operator's review command (decision 021): parses
// `list | approve <id> | reject <id> [--reason TEXT]` with `--kind face|card`
// and runs it on the kind's review queue. The rules live in each module (faces:
// modules/face-review/review.ts; cards: modules/wallet/card-review.ts); this file only
// parses and prints.
import { parseArgs } from 'node:util';
import { LIVENESS_THRESHOLD } from '../face-engine/liveness';
import { FACE_MATCH_SCORE } from '../face-engine/similarity';
import type { FaceReview, ReviewResult } from '../modules/face-review/review';
import type { CardReview } from '../modules/wallet/card-review';

export const reviewKinds = ['face', 'card'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

/** One thing waiting for a person's decision, as the command prints it. */
export interface ReviewItem {
  id: string;
  firstName: string;
  since: Date;
  details: string;
}

/** What a kind of review offers the command. */
export interface ReviewQueue {
  list(): Promise<ReviewItem[]>;
  approve(id: string): Promise<ReviewResult>;
  reject(id: string, reason?: string): Promise<ReviewResult>;
}

export type ReviewCommand =
  | { action: 'list'; kind: ReviewKind }
  | { action: 'approve'; kind: ReviewKind; id: string }
  | { action: 'reject'; kind: ReviewKind; id: string; reason?: string };

export const REVIEW_USAGE = `Usage: npm run review -- <command> [--kind face|card]
  list                            what waits for review (id, first name, since, details)
  approve <id>                    approves it and tells the customer by SMS
                                  (face: a user id; card: a payment method id)
  reject <id> [--reason TEXT]     rejects it and tells the customer by SMS
                                  (the reason goes in the SMS: no personal data)
Works while the server runs (the embedded database: through its command socket).`;

export class ReviewUsageError extends Error {}

export function parseReviewArgs(argv: string[]): ReviewCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { kind: { type: 'string', default: 'face' }, reason: { type: 'string' } },
    });
  } catch (error) {
    throw new ReviewUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const kind = reviewKinds.find((known) => known === values.kind);
  if (!kind) throw new ReviewUsageError(`Unknown kind: ${values.kind}`);
  const [action, id, ...extra] = positionals;
  if (extra.length > 0) throw new ReviewUsageError(`Unexpected: ${extra.join(' ')}`);
  if (values.reason !== undefined && action !== 'reject') {
    throw new ReviewUsageError('--reason goes with reject');
  }
  if (action === 'list') {
    if (id !== undefined) throw new ReviewUsageError('list takes no id');
    return { action, kind };
  }
  if (action === 'approve' || action === 'reject') {
    if (!id) throw new ReviewUsageError(`${action} needs an id`);
    if (action === 'approve') return { action, kind, id };
    return { action, kind, id, ...(values.reason ? { reason: values.reason } : {}) };
  }
  throw new ReviewUsageError(action ? `Unknown command: ${action}` : 'No command');
}

/** The face review as a queue: ids are user ids; details name the look-alike users. */
export function faceReviewQueue(review: FaceReview): ReviewQueue {
  return {
    list: async () =>
      (await review.list()).map((face) => ({
        id: face.userId,
        firstName: face.firstName,
        since: face.since,
        details: face.replacement
          ? `replaces a face it does not look like (score ${
              face.replacement.previousFaceScore?.toFixed(2) ?? '?'
            }; same person from ${FACE_MATCH_SCORE})`
          : face.liveness
            ? `liveness check unsure (score ${face.liveness.score.toFixed(2)}; live from ${LIVENESS_THRESHOLD})`
            : `looks like ${face.duplicates
                .map((duplicate) => `${duplicate.otherUserId} (${duplicate.similarity.toFixed(3)})`)
                .join(', ')}`,
      })),
    approve: (id) => review.approve(id),
    reject: (id, reason) => review.reject(id, reason),
  };
}

/** The card review as a queue: ids are payment method ids (decision 030). */
export function cardReviewQueue(review: CardReview): ReviewQueue {
  const decided = (result: Awaited<ReturnType<CardReview['decide']>>): ReviewResult =>
    result ? { decided: true, notified: result.notified } : { decided: false, notified: false };
  return {
    list: () => review.list(),
    approve: async (id) => decided(await review.decide(id, 'MANUAL_APPROVED')),
    reject: async (id, reason) => decided(await review.decide(id, 'MANUAL_REJECTED', reason)),
  };
}

/** The audit trail's row of a decision the command made (issue 26): no operator, the command named. */
export interface ReviewAuditEvent {
  action: `${ReviewKind}.${'approve' | 'reject'}`;
  targetKind: 'user' | 'card';
  targetId: string;
  reason: string;
}

function auditEvent(
  command: Extract<ReviewCommand, { action: 'approve' | 'reject' }>,
): ReviewAuditEvent {
  const reason = command.action === 'reject' ? command.reason : undefined;
  return {
    action: `${command.kind}.${command.action}`,
    // As the console's rows: a face by its customer's user id, a card by its own id.
    targetKind: command.kind === 'face' ? 'user' : 'card',
    targetId: command.id,
    reason: reason ? `npm run review: ${reason}` : 'npm run review',
  };
}

/**
 * Runs the command; answers the exit code (0 done, 1 nothing waiting under
 * that id). Each decision made is written to the audit trail (`audit`).
 */
export async function runReviewCommand(
  command: ReviewCommand,
  queues: Partial<Record<ReviewKind, ReviewQueue>>,
  print: (line: string) => void,
  audit: (event: ReviewAuditEvent) => Promise<void>,
): Promise<number> {
  const queue = queues[command.kind];
  if (!queue) throw new ReviewUsageError(`No review of ${command.kind} here`);
  if (command.action === 'list') {
    const items = await queue.list();
    if (items.length === 0) print(`Nothing waits for review (${command.kind}).`);
    for (const item of items) {
      print(
        [command.kind, item.id, item.firstName, item.since.toISOString(), item.details].join('\t'),
      );
    }
    return 0;
  }
  const result =
    command.action === 'approve'
      ? await queue.approve(command.id)
      : await queue.reject(command.id, command.reason);
  if (!result.decided) {
    print(`No ${command.kind} waits for review under ${command.id}.`);
    return 1;
  }
  await audit(auditEvent(command));
  print(
    `${command.kind} ${command.id} ${command.action === 'approve' ? 'approved' : 'rejected'}; ` +
      (result.notified
        ? 'the customer was told by SMS.'
        : 'the SMS could not be sent (see the log).'),
  );
  return 0;
}
