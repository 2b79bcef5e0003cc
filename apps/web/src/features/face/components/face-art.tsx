// Decorative illustrations of the face screens, drawn in the partner's colours.
const glyphs = {
  camera:
    'M9 6l1.5-2h3L15 6h3a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM12 16a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  blocked:
    'M9 6l1.5-2h3L15 6h3a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM4 4l16 16',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  success: 'M7 12.5l3.5 3.5L17 9',
  pending: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  fail: 'M12 8v5M12 16.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
} as const;

export type FaceArtKind = keyof typeof glyphs;

export function FaceArt({ kind, size = 120 }: { kind: FaceArtKind; size?: number }) {
  const danger = kind === 'fail' || kind === 'blocked';
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true">
      <circle
        cx="60"
        cy="60"
        r="56"
        fill={
          danger ? 'color-mix(in srgb, var(--color-danger) 12%, #fff)' : 'var(--color-primary-soft)'
        }
      />
      <g transform="translate(24 24) scale(3)">
        <path
          d={glyphs[kind]}
          fill="none"
          stroke={danger ? 'var(--color-danger)' : 'var(--color-primary)'}
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}

/** The tips' small icons (24 px grid). */
export const tipGlyphs = {
  light:
    'M12 3v2M12 19v2M5 12H3M21 12h-2M6.3 6.3L4.9 4.9M19.1 19.1l-1.4-1.4M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  uncovered: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6M3 3l18 18',
  neutral: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 10h.01M15 10h.01M9 15h6',
  circle:
    'M12 3c-3.9 0-7 4-7 9s3.1 9 7 9 7-4 7-9-3.1-9-7-9zM9.5 10.5h.01M14.5 10.5h.01M10 15c1.2.8 2.8.8 4 0',
} as const;

export function TipIcon({ tip }: { tip: keyof typeof tipGlyphs }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={tipGlyphs[tip]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
