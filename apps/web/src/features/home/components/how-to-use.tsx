// "Como usar" (docs/spec/wallet-checklist.md §2 Home: the how-to-use video with 6 slides) as a
// carousel a person steps through: previous/next buttons, a dot per slide
// (the current one marked with aria-current, the only one in the tab order),
// arrow keys, Home/End, and a swipe. Nothing turns by itself, so the slide
// that shows is announced politely when the person changes it.
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { HOW_TO_SLIDES, slideForKey, stepSlide, swipeStep } from '../utils/how-to-slides';
import styles from './how-to-use.module.css';
import { SlideAnimation } from './slide-animation';

const COUNT = HOW_TO_SLIDES.length;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function HowToUse() {
  const { t } = useTranslation();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const dots = useRef<(HTMLButtonElement | null)[]>([]);
  const pointer = useRef<{ id: number; x: number; y: number } | null>(null);
  const slide = HOW_TO_SLIDES[index] ?? HOW_TO_SLIDES[0];

  const move = (next: number) => {
    setIndex(next);
    // Keyboard focus on a dot follows the current slide (one tab stop for all dots).
    if (dots.current.includes(document.activeElement as HTMLButtonElement)) {
      dots.current[next]?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = slideForKey(event.key, index, COUNT);
    if (next === null) return;
    event.preventDefault();
    move(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = pointer.current;
    pointer.current = null;
    if (start?.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) move(stepSlide(index, step, COUNT));
  };

  const title = t(`home.howTo.slides.${slide.key}.title`);
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home.howTo.carousel')}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className={styles.heading}>
        {t('home.howTo.title')}
      </h2>
      <p className={styles.intro}>{t('home.howTo.intro')}</p>
      <div
        className={styles.viewport}
        aria-live="polite"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointer.current = null)}
      >
        <div
          key={slide.key}
          className={styles.slide}
          role="group"
          aria-roledescription={t('home.howTo.slide')}
          aria-label={t('home.howTo.slideLabel', { number: index + 1, count: COUNT })}
          data-testid="how-to-slide"
        >
          <SlideAnimation name={slide.animation} />
          <h3 className={styles.slideTitle}>{title}</h3>
          <p className={styles.slideText}>{t(`home.howTo.slides.${slide.key}.text`)}</p>
        </div>
      </div>
      <div className={styles.controls}>
        {/* aria-disabled, not disabled: the button keeps the focus at either end. */}
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('home.howTo.previous')}
          aria-disabled={index === 0}
          onClick={() => move(stepSlide(index, -1, COUNT))}
        >
          <Chevron direction="left" />
        </button>
        <ul className={styles.dots} aria-label={t('home.howTo.dotsLabel')}>
          {HOW_TO_SLIDES.map((each, at) => (
            <li key={each.key}>
              <button
                ref={(element) => {
                  dots.current[at] = element;
                }}
                type="button"
                className={styles.dot}
                aria-label={t('home.howTo.goTo', {
                  number: at + 1,
                  title: t(`home.howTo.slides.${each.key}.title`),
                })}
                aria-current={at === index ? 'step' : undefined}
                tabIndex={at === index ? 0 : -1}
                onClick={() => move(at)}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('home.howTo.next')}
          aria-disabled={index === COUNT - 1}
          onClick={() => move(stepSlide(index, 1, COUNT))}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </section>
  );
}
