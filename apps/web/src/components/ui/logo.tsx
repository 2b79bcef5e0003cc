// The Rosto mark: face-scan corners around a smile. Decorative unless labelled.
export function LogoMark({ size = 48, label }: { size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className="logo-mark"
    >
      <rect width="64" height="64" rx="18" fill="var(--color-primary)" />
      <path
        d="M21 14h-4a5 5 0 0 0-5 5v4M43 14h4a5 5 0 0 1 5 5v4M21 50h-4a5 5 0 0 1-5-5v-4M43 50h4a5 5 0 0 0 5-5v-4"
        stroke="var(--color-on-primary)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="25" cy="28" r="3.2" fill="var(--color-on-primary)" />
      <circle cx="39" cy="28" r="3.2" fill="var(--color-on-primary)" />
      <path
        d="M24 38c4.5 4.6 11.5 4.6 16 0"
        stroke="var(--color-on-primary)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
