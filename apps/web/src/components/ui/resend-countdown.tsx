// The resend part of every code or link screen (the SMS code, the e-mail link,
// Senff's card code): a line saying how long until a new one may be asked for,
// or that it may be now, and the screen's own button under it.
import type { ReactNode } from 'react';

export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The countdown's sentence: `wait` with the m:ss left, or `ready` once at 0. */
export function countdownText(
  secondsLeft: number,
  wait: (time: string) => string,
  ready: string,
): string {
  return secondsLeft > 0 ? wait(formatCountdown(secondsLeft)) : ready;
}

export function ResendCountdown({
  secondsLeft,
  wait,
  ready,
  className,
  children,
}: {
  /** From useCountdown (lib/use-countdown.ts): the screen also needs it to enable its resend. */
  secondsLeft: number;
  wait: (time: string) => string;
  ready: string;
  className?: string;
  /** The resend or "not received" button, and whatever the screen shows under it. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {/* Not a live region: a change every second would drown the screen reader. */}
      <p className="countdown">{countdownText(secondsLeft, wait, ready)}</p>
      {children}
    </div>
  );
}
