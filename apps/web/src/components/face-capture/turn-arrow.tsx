// The arrow of a head turn (issue 28, decision 062), on the till and at the
// customer's enrolment. Both previews are mirrors, so the customer's own left
// is the screen's left: the arrow points the way they turn as they see it.
import type { ChallengeAction } from '@rosto/contract/schemas/face';

export function TurnArrow({ action, className }: { action: ChallengeAction; className?: string }) {
  const left = action === 'turn-left';
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-side={left ? 'left' : 'right'}
    >
      <path
        d={left ? 'M10 5 3 12l7 7v-4.5h11v-5H10z' : 'M14 5l7 7-7 7v-4.5H3v-5h11z'}
        fill="currentColor"
      />
    </svg>
  );
}
