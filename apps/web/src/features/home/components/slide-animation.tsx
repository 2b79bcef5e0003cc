// A slide's Lottie animation: decorative (the slide's text says it all), so
// hidden from screen readers, and a failed load leaves the space empty. With
// prefers-reduced-motion it stops on its first frame, which each animation
// draws complete.
import { useEffect, useRef } from 'react';
import { animationUrl, loadLottie, prefersReducedMotion } from '../utils/load-lottie';
import styles from './how-to-use.module.css';

export function SlideAnimation({ name }: { name: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stopped = false;
    let destroy: (() => void) | undefined;
    const still = prefersReducedMotion();
    loadLottie()
      .then((lottie) => {
        if (stopped || !container.current) return;
        const animation = lottie.loadAnimation({
          container: container.current,
          renderer: 'svg',
          path: animationUrl(name),
          loop: !still,
          autoplay: !still,
        });
        destroy = () => animation.destroy();
      })
      .catch((error: unknown) => {
        // Decorative: a chunk that did not load is not worth an error screen.
        console.warn('home: could not load the slide animation', error);
      });
    return () => {
      stopped = true;
      destroy?.();
    };
  }, [name]);

  return <div ref={container} className={styles.animation} aria-hidden="true" />;
}
