// The resend countdown's text: m:ss while waiting, the ready sentence at 0.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCountdown, ResendCountdown } from './resend-countdown';

describe('ResendCountdown', () => {
  it('formats the countdown as m:ss', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(65)).toBe('1:05');
  });

  it('says the time left, then that a new one may be asked for, above the screen’s button', () => {
    const props = { wait: (time: string) => `Wait ${time}`, ready: 'Ready' };
    const { rerender } = render(
      <ResendCountdown secondsLeft={65} {...props}>
        <button type="button">Resend</button>
      </ResendCountdown>,
    );
    expect(screen.getByText('Wait 1:05')).toHaveClass('countdown');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    rerender(
      <ResendCountdown secondsLeft={0} {...props}>
        <button type="button">Resend</button>
      </ResendCountdown>,
    );
    expect(screen.getByText('Ready')).toHaveClass('countdown');
  });
});
