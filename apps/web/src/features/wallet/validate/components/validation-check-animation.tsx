// The success check (docs/spec/wallet-checklist.md §9: 40 frames at 30 fps), drawn by CSS so it
// weighs nothing and respects prefers-reduced-motion (global.css ends it at
// once on its last frame).
import styles from './validation-screens.module.css';

export function ValidationCheckAnimation({ label }: { label: string }) {
  return (
    <svg
      className={styles.check}
      width="112"
      height="112"
      viewBox="0 0 112 112"
      role="img"
      aria-label={label}
    >
      <circle className={styles.checkDisc} cx="56" cy="56" r="54" />
      <circle className={styles.checkRing} cx="56" cy="56" r="50" />
      <path className={styles.checkMark} d="M34 57l15 15 29-31" />
    </svg>
  );
}
