// The empty payments list's picture: a receipt with a smile, in the partner's colours.
export function PaymentsEmptyArt() {
  return (
    <svg width="132" height="112" viewBox="0 0 132 112" aria-hidden="true">
      <circle cx="66" cy="58" r="50" fill="var(--color-primary-soft)" />
      <path
        d="M40 14h52v82l-8.7-6-8.6 6-8.7-6-8.7 6-8.6-6-8.7 6z"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <rect x="50" y="28" width="32" height="6" rx="3" fill="var(--color-border)" />
      <rect x="50" y="40" width="22" height="6" rx="3" fill="var(--color-border)" />
      <circle cx="58" cy="60" r="2.6" fill="var(--color-primary)" />
      <circle cx="74" cy="60" r="2.6" fill="var(--color-primary)" />
      <path
        d="M57 70c5 5 13 5 18 0"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
