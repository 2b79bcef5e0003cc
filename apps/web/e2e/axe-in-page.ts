// The browser side of the accessibility check (axe.ts): one init script that
// marks navigations and leaves the page a few helpers, so that each step of a
// check is one round trip. It runs inside the page, so it is self-contained:
// no imports, no closures over this module.
import type { AxeResults, RunOptions } from 'axe-core';

export interface FoundViolation {
  rule: string;
  impact: string;
  help: string;
  /** One CSS selector per offending element. */
  targets: string[];
}

export interface Analysis {
  /** The DOM changed while axe ran (axe yields between rules): the results may mix states. */
  changed: boolean;
  /** The screen state after the run (see `state` below). */
  state: string;
  violations: FoundViolation[];
}

/** What the init script leaves on `window[key]`. */
export interface InPageChecks {
  /** The screen state once settled; null when `maxMs` passes first. */
  settle(options: { quietMs: number; maxMs: number }): Promise<string | null>;
  /** The screen state now, unless it is visibly loading or moving (then null). */
  glance(): Promise<string | null>;
  /** Runs axe (injected beforehand); null when axe is not there. */
  analyse(options: RunOptions): Promise<Analysis | null>;
  /** The screen has been checked: the next action needs no gate. */
  clearPending(): void;
}

export interface InPageSetup {
  /** Where the helpers live on `window`. */
  key: string;
  /** Set on <html> by each navigation, cleared once the new screen has been checked. */
  attribute: string;
}

/**
 * Init script (and, where it did not run, an evaluate). Marks <html> as soon
 * as a document starts and at each history navigation (the Navigation API's
 * currententrychange covers pushState, replaceState, back and forward): the
 * mark comes with the navigation itself, so the test's next action or
 * assertion cannot run before it is there.
 */
export function installInPage({ key, attribute }: InPageSetup): void {
  const host = window as unknown as Record<string, InPageChecks | undefined>;
  if (host[key]) return;

  const mark = () => document.documentElement?.setAttribute(attribute, '');
  const { navigation } = window as unknown as { navigation?: EventTarget };
  navigation?.addEventListener('currententrychange', mark);
  if (document.documentElement) mark();
  else {
    new MutationObserver((_records, observer) => {
      if (!document.documentElement) return;
      mark();
      observer.disconnect();
    }).observe(document, { childList: true });
  }

  /**
   * Changes that say nothing about the screen: our mark, and attributes inside
   * an SVG (the Lottie player redraws every frame, forever).
   */
  const meaningful = (records: MutationRecord[]) =>
    records.some((record) => {
      if (record.type !== 'attributes') return true;
      if (record.attributeName === attribute) return false;
      return !(record.target instanceof SVGElement && record.target.ownerSVGElement !== null);
    });
  const watchChanges = (onChange: () => void) => {
    const observer = new MutationObserver((records) => {
      if (meaningful(records)) onChange();
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    return observer;
  };

  /**
   * What makes one screen state: the path (ids and long numbers folded), the
   * language and theme on <html>, the headings (numbers folded), landmarks and
   * dialogs, whether each alert and status says something, and the invalid
   * fields. Not the page's text: the same screen with another user's name,
   * amount or error message is the same screen to axe.
   */
  const state = () => {
    const label = (element: Element) =>
      (element.getAttribute('aria-label') ?? '').trim() ||
      (element.getAttribute('aria-labelledby') ?? '');
    const text = (element: Element) =>
      (element.textContent ?? '').replace(/\s+/gu, ' ').replace(/\d+/gu, '#').trim().slice(0, 120);
    const path = location.pathname
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/giu, ':id')
      .replace(/\d{4,}/gu, ':n');
    const root = document.documentElement;
    const parts = [
      path,
      location.hash,
      root.lang,
      root.getAttribute('style') ?? '',
      root.className,
    ];
    const structure = document.querySelectorAll(
      'h1,h2,h3,h4,h5,h6,[role=heading],main,nav,header,footer,aside,form,section,' +
        '[role=main],[role=navigation],[role=banner],[role=contentinfo],[role=region],' +
        '[role=search],[role=form],[role=complementary],dialog[open],[role=dialog],' +
        '[role=alertdialog],[role=alert],[role=status],[aria-invalid=true]',
    );
    for (const element of structure) {
      const role = element.getAttribute('role') ?? '';
      const tag = element.tagName.toLowerCase();
      let content = '';
      if (/^h\d$/u.test(tag) || /heading|dialog/u.test(role)) content = `:${text(element)}`;
      else if (/alert|status/u.test(role)) content = text(element) ? ':said' : ':quiet';
      parts.push(`${tag}[${role}]${label(element)}${content}`);
    }
    return parts.join('\n');
  };

  /**
   * Busy: the document loading, its fonts not in, something aria-busy, or a
   * finite animation or transition running (endless ones, a spinner, never
   * stop). Settled: not busy, and no meaningful change for `quietMs`.
   */
  const busy = () =>
    document.readyState !== 'complete' ||
    document.fonts.status !== 'loaded' ||
    document.querySelector('[aria-busy="true"]') !== null ||
    document.getAnimations().some((animation) => {
      if (animation.playState !== 'running') return false;
      return animation.effect?.getComputedTiming().iterations !== Infinity;
    });

  const settle: InPageChecks['settle'] = async ({ quietMs, maxMs }) => {
    const start = performance.now();
    let lastChange = start;
    const observer = watchChanges(() => {
      lastChange = performance.now();
    });
    try {
      for (;;) {
        const now = performance.now();
        if (!busy() && now - lastChange >= quietMs) return state();
        if (now - start >= maxMs) return null;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      observer.disconnect();
    }
  };

  const analyse: InPageChecks['analyse'] = async (options) => {
    const { axe } = window as unknown as {
      axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    if (!axe) return null;
    let changed = false;
    const observer = watchChanges(() => {
      changed = true;
    });
    try {
      const results = await axe.run(document, options);
      return {
        changed,
        state: state(),
        violations: results.violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          targets: violation.nodes.map((node) =>
            node.target
              .map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part)))
              .join(' '),
          ),
        })),
      };
    } finally {
      observer.disconnect();
    }
  };

  host[key] = {
    settle,
    glance: () => Promise.resolve(busy() ? null : state()),
    analyse,
    clearPending: () => document.documentElement?.removeAttribute(attribute),
  };
}
