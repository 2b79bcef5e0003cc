// The item page's decision bar: Approve and Reject (each in a dialog), the
// next item, and the keys that do the same (a visible legend, and
// aria-keyshortcuts for screen readers). After a decision the next waiting
// item opens, or the empty queue with a message. An item someone else
// decided first (404 REVIEW_NOT_FOUND) is said so, with the way on.
import type { ReasonLabel } from '@rosto/contract/schemas/console-reviews';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/status';
import { toApiError } from '../../../lib/api-client';
import { ApproveDialog, RejectDialog } from './decision-dialogs';
import { useReviewShortcuts } from './use-review-shortcuts';

interface Decision<B> {
  mutate: (body: B, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

export interface QueueMessageState {
  /** Set when the queue opens because the last waiting item was just decided. */
  queueEmptied?: boolean;
}

interface ReviewDecisionsProps<R extends string> {
  id: string;
  /** The waiting items' ids at the moment of asking, oldest first (undefined: not loaded). */
  readQueue: () => readonly string[] | undefined;
  itemHref: (id: string) => string;
  queueHref: string;
  reasons: Readonly<Record<R, ReasonLabel>>;
  approve: Decision<{ note?: string }>;
  reject: Decision<{ reason: R; note?: string }>;
  /** False until the item is on screen: nobody decides on what they have not seen. */
  ready: boolean;
  /** The dialogs' words where a decision sends no SMS (the names' queue). */
  approveText?: string;
  reasonHint?: string;
}

const isGone = (error: unknown) => error !== null && toApiError(error).status === 404;

export function ReviewDecisions<R extends string>({
  id,
  readQueue,
  itemHref,
  queueHref,
  reasons,
  approve,
  reject,
  ready,
  approveText,
  reasonHint,
}: ReviewDecisionsProps<R>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const legendId = useId();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);

  const goTo = (nextId: string | undefined) => {
    if (nextId === undefined) {
      void navigate(queueHref, { state: { queueEmptied: true } satisfies QueueMessageState });
    } else {
      void navigate(itemHref(nextId));
    }
  };
  /** The item after this one in the queue, or the oldest other one. */
  const next = () => {
    const queue = readQueue() ?? [];
    const at = queue.indexOf(id);
    goTo(at === -1 ? queue[0] : (queue[at + 1] ?? queue.find((other) => other !== id)));
  };
  const afterDecision = () => {
    setOpen(null);
    goTo(readQueue()?.find((other) => other !== id));
  };
  const openDialog = (which: 'approve' | 'reject') => {
    if (!ready) return;
    approve.reset();
    reject.reset();
    setOpen(which);
  };

  useReviewShortcuts(
    { approve: () => openDialog('approve'), reject: () => openDialog('reject'), next },
    open === null,
  );

  const gone = isGone(approve.error) ? approve.error : isGone(reject.error) ? reject.error : null;
  return (
    <section className="review-decisions" aria-label={t('reviews.decision')}>
      {gone !== null && open === null && <ErrorAlert error={gone} />}
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={!ready || gone !== null}
          aria-keyshortcuts="A"
          aria-describedby={legendId}
          onClick={() => openDialog('approve')}
        >
          {t('reviews.approve')}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={!ready || gone !== null}
          aria-keyshortcuts="R"
          aria-describedby={legendId}
          onClick={() => openDialog('reject')}
        >
          {t('reviews.reject')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-keyshortcuts="N J"
          aria-describedby={legendId}
          onClick={next}
        >
          {t('reviews.next')}
        </button>
      </div>
      <p id={legendId} className="shortcut-legend">
        {t('reviews.shortcuts')}
      </p>
      {open === 'approve' && (
        <ApproveDialog
          isPending={approve.isPending}
          error={isGone(approve.error) ? null : approve.error}
          text={approveText}
          onClose={() => setOpen(null)}
          onConfirm={(body) =>
            approve.mutate(body, { onSuccess: afterDecision, onError: closeIfGone })
          }
        />
      )}
      {open === 'reject' && (
        <RejectDialog
          reasons={reasons}
          isPending={reject.isPending}
          error={isGone(reject.error) ? null : reject.error}
          hint={reasonHint}
          onClose={() => setOpen(null)}
          onConfirm={(body) =>
            reject.mutate(body, { onSuccess: afterDecision, onError: closeIfGone })
          }
        />
      )}
    </section>
  );

  function closeIfGone(error: unknown) {
    if (isGone(error)) setOpen(null);
  }
}
