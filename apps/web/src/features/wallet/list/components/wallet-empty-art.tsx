// The empty wallet's picture: two cards and a plus, in the partner's colours.
export function WalletEmptyArt() {
  return (
    <svg width="148" height="104" viewBox="0 0 148 104" aria-hidden="true">
      <rect x="30" y="8" width="96" height="60" rx="10" fill="var(--color-primary-soft)" />
      <rect
        x="14"
        y="28"
        width="104"
        height="66"
        rx="11"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="2.5"
      />
      <rect x="14" y="42" width="104" height="11" fill="var(--color-primary)" opacity="0.85" />
      <rect x="26" y="66" width="36" height="7" rx="3.5" fill="var(--color-border)" />
      <rect x="26" y="78" width="22" height="7" rx="3.5" fill="var(--color-border)" />
      <circle cx="118" cy="84" r="17" fill="var(--color-primary)" />
      <path
        d="M118 76v16M110 84h16"
        stroke="var(--color-on-primary)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
