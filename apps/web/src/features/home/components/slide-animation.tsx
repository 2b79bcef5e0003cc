// A slide's Lottie animation: decorative (the slide's text says it all), so
// hidden from screen readers, and a failed load leaves the space empty. With
// prefers-reduced-motion it stops on its first frame, which each animation
// draws complete. Under a partner's brand it is drawn in the partner's
// colour (utils/brand-animation.ts); Rosto's is served as it is.
import { useEffect, useRef } from 'react';
import { usePartner } from '../../../lib/partner';
import { colorChannels, partnerThemeVariables } from '../../../lib/partner-theme';
import { recolourAnimation } from '../utils/brand-animation';
import { animationUrl, loadLottie, prefersReducedMotion } from '../utils/load-lottie';
import styles from './how-to-use.module.css';

/** The partner's primary colour as the theme applies it, or null under Rosto's brand. */
function usePartnerPrimary(): string | null {
  const { partner } = usePartner();
  return (partner && partnerThemeVariables(partner)['--color-primary']) ?? null;
}

/** The animation's source: Rosto's file, or its data in the partner's colour. */
async function animationSource(
  name: string,
  primary: string | null,
): Promise<{ path: string } | { animationData: unknown }> {
  const channels = primary ? colorChannels(primary) : null;
  if (!channels) return { path: animationUrl(name) };
  const response = await fetch(animationUrl(name));
  if (!response.ok) throw new Error(`animation ${name}: HTTP ${response.status}`);
  return { animationData: recolourAnimation(await response.json(), channels) };
}

export function SlideAnimation({ name }: { name: string }) {
  const container = useRef<HTMLDivElement>(null);
  const primary = usePartnerPrimary();

  useEffect(() => {
    let stopped = false;
    let destroy: (() => void) | undefined;
    const still = prefersReducedMotion();
    Promise.all([loadLottie(), animationSource(name, primary)])
      .then(([lottie, source]) => {
        if (stopped || !container.current) return;
        const animation = lottie.loadAnimation({
          container: container.current,
          renderer: 'svg',
          ...source,
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
  }, [name, primary]);

  return <div ref={container} className={styles.animation} aria-hidden="true" />;
}
