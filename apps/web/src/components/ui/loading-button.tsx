// A button that shows a spinner and stays disabled while its action runs.
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export function LoadingButton({
  loading = false,
  disabled,
  className = 'button button--primary button--block',
  children,
  type = 'submit',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean }) {
  return (
    <button
      {...props}
      type={type}
      className={className}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
