// axe-core on every screen an end-to-end test visits (issue 13, decision 041).
// Specs take `test` and `expect` from support.ts, whose `test` is this one. It
// watches the test's browser context: after every main-frame navigation (SPA
// history included) it analyses the new screen once it has settled, and the
// test's next action or assertion on that page waits for that (up to
// GATE_MS), so a quick test cannot leave a screen unchecked. At the test's end
// it analyses what each page shows and fails the test with what it found.
import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import {
  analyseOnPage,
  type AxeViolation,
  callInPage,
  formatViolations,
  injectAxe,
  inPageSetup,
} from './axe-analysis';
import { type FoundViolation, installInPage } from './axe-in-page';
import { rememberViolations, stateHash, violationsOf } from './axe-states';

export { expect } from '@playwright/test';

/** A screen has settled once its DOM and its requests have been still this long. */
const QUIET_MS = 60;
/** How long a screen may take to settle; one that never does is analysed only at the end. */
const SETTLE_MS = 3_000;
/**
 * The most the test's next action or assertion waits for the check of a new
 * screen; it counts towards that step's own timeout. Short, so that what
 * shows only briefly (a 3 s snackbar) is still there when the test looks. A
 * check that takes longer goes on beside the test; if the test changes the
 * screen under axe, that result is dropped and the screen is looked at again
 * once it settles.
 */
const GATE_MS = 1_000;
/** A request in flight this long (a stream, a poll) no longer holds a screen unsettled. */
const STUCK_REQUEST_MS = 5_000;
/** The requests a screen waits for; images (map tiles) and media do not count. */
const SCREEN_REQUESTS = new Set(['document', 'script', 'stylesheet', 'font', 'fetch', 'xhr']);

/** A screen as the checks saw it (axe-check.spec.ts reads these). */
export interface ScreenVisit {
  url: string;
  /** Analysed; the same state analysed before in this run; left, or never settled. */
  outcome: 'analysed' | 'seen' | 'left' | 'unsettled';
}

/** Our app is served on the loopback names and on the partner sub-domains. */
function isOurScreen(url: string): boolean {
  if (!/^https?:/u.test(url)) return false;
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.rosto.test');
}

/** A navigation or the page closing ends a check, and that is all it does. */
const isGone = (error: unknown) =>
  error instanceof Error &&
  /Execution context was destroyed|Cannot find context with specified id|[Ff]rame (?:was|has been) detached|Target page, context or browser has been closed|Target closed/u.test(
    error.message,
  );

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One page: its navigation checks and the requests its screen waits for. */
class PageWatch {
  /** A navigation came after the current check started. */
  dirty = false;
  /** The navigation checks under way; never rejects. */
  running: Promise<void> | null = null;
  private readonly requests = new Map<Request, number>();
  private lastRequestChange = 0;

  constructor(page: Page) {
    page.on('request', (request) => {
      if (!SCREEN_REQUESTS.has(request.resourceType())) return;
      this.requests.set(request, Date.now());
      this.lastRequestChange = Date.now();
    });
    const done = (request: Request) => {
      if (this.requests.delete(request)) this.lastRequestChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** A request of the screen in flight, or one that ended a moment ago. */
  loading(): boolean {
    const now = Date.now();
    for (const [request, startedAt] of this.requests) {
      if (now - startedAt > STUCK_REQUEST_MS) this.requests.delete(request);
    }
    return this.requests.size > 0 || now - this.lastRequestChange < QUIET_MS;
  }
}

/** The checks of one test: the contexts it watches and what they found. */
export class ScreenChecks {
  readonly violations: AxeViolation[] = [];
  readonly visits: ScreenVisit[] = [];
  /** Errors of the checks themselves (not of a closed page): they fail the test too. */
  private readonly problems: string[] = [];
  private readonly contexts = new Set<BrowserContext>();
  private readonly pages = new Map<Page, PageWatch>();
  private readonly registrations: Promise<void>[] = [];
  private finished = false;
  private concluded = false;

  /** Checks every page the context has or opens (popups included). */
  async watch(context: BrowserContext): Promise<void> {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    await context.addInitScript(installInPage, inPageSetup);
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  /** Resolves once every page seen so far has its gate in place. */
  async ready(): Promise<void> {
    await Promise.all(this.registrations);
  }

  private watchPage(page: Page): void {
    if (this.pages.has(page)) return;
    const watch = new PageWatch(page);
    this.pages.set(page, watch);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || this.finished) return;
      watch.dirty = true;
      watch.running ??= this.drain(page, watch).finally(() => {
        watch.running = null;
      });
    });
    // The gate: the mark a navigation sets on <html> makes Playwright call this
    // before the test's next action or assertion on the page.
    const gate = async () => {
      try {
        await Promise.race([watch.running ?? Promise.resolve(), sleep(GATE_MS)]);
        await callInPage(page, 'clearPending', undefined);
      } catch (error) {
        if (!isGone(error) && !page.isClosed()) this.problems.push(String(error));
      }
    };
    this.registrations.push(
      page
        .addLocatorHandler(page.locator(`html[${inPageSetup.attribute}]`), gate, {
          noWaitAfter: true,
        })
        .catch((error: unknown) => {
          if (!page.isClosed()) this.problems.push(String(error));
        }),
    );
  }

  /** Checks the page after each navigation; a newer navigation supersedes an unfinished check. */
  private async drain(page: Page, watch: PageWatch): Promise<void> {
    while (watch.dirty && !this.finished) {
      watch.dirty = false;
      // Runs beside the test: nothing may reject unhandled here.
      await this.check(page, 'navigation', watch).catch((error: unknown) => {
        if (!isGone(error) && !page.isClosed()) this.problems.push(String(error));
      });
    }
  }

  /** Waits for the navigation checks under way (axe-check.spec.ts). */
  async idle(): Promise<void> {
    await Promise.all([...this.pages.values()].map((watch) => watch.running ?? Promise.resolve()));
  }

  /**
   * Waits until the screen and its requests have been still for QUIET_MS and
   * returns its state; null when SETTLE_MS passes first.
   */
  private async settle(page: Page, watch: PageWatch): Promise<string | null> {
    const deadline = Date.now() + SETTLE_MS;
    for (;;) {
      const state = await callInPage(page, 'settle', {
        quietMs: QUIET_MS,
        maxMs: deadline - Date.now(),
      });
      if (state === null) return null;
      if (!watch.loading()) return state;
      while (watch.loading()) {
        if (Date.now() >= deadline) return null;
        await sleep(20);
      }
    }
  }

  /**
   * Analyses the page once it has settled. When the DOM moves under axe (a
   * late part arriving), the page settles again and axe runs again, up to
   * three times. A navigation's check gives up on a page that never settles
   * or that navigates again; the test's end analyses anyway.
   */
  private async check(page: Page, moment: 'navigation' | 'end', watch: PageWatch) {
    if (page.isClosed() || !isOurScreen(page.url())) return;
    const visit = (outcome: ScreenVisit['outcome']) =>
      this.visits.push({ url: page.url(), outcome });
    const report = (violations: FoundViolation[], url: string) =>
      this.violations.push(...violations.map((violation) => ({ ...violation, url })));

    // A state already analysed in this run, showing now: nothing to wait for.
    const glance = watch.loading() ? null : await callInPage(page, 'glance', undefined);
    const glanced = glance === null ? undefined : violationsOf(stateHash(glance));
    if (glanced) {
      report(glanced, page.url());
      return visit('seen');
    }
    // A state not analysed yet: axe goes in while the screen settles (during its
    // requests, mostly), not after, while the test's next step may be waiting.
    const injected = injectAxe(page).catch(() => undefined);
    for (let attempt = 1; ; attempt += 1) {
      const settled = await this.settle(page, watch);
      await injected;
      const last = attempt === 3;
      if (moment === 'navigation') {
        // Never a state in transition: left, or still moving.
        if (watch.dirty || this.finished) return visit('left');
        if (settled === null || last) return visit('unsettled');
      }
      const before = settled === null ? null : stateHash(settled);
      const seen = before === null ? undefined : violationsOf(before);
      if (seen) {
        report(seen, page.url());
        return visit('seen');
      }
      const url = page.url();
      const analysis = await analyseOnPage(page);
      const after = stateHash(analysis.state);
      // At the end, a screen that never settles is taken as it is, if it held still under axe.
      const held = !analysis.changed && (before === null || after === before);
      if (held || last) {
        rememberViolations(after, analysis.violations);
        report(analysis.violations, url);
        return visit('analysed');
      }
    }
  }

  /**
   * At the test's end: lets the navigation checks finish, analyses the screen
   * each open page shows, and stops watching. Runs once.
   */
  private async finish(): Promise<void> {
    if (this.finished) return;
    await this.idle();
    this.finished = true;
    for (const [page, watch] of this.pages) {
      await this.check(page, 'end', watch).catch((error: unknown) => {
        if (!isGone(error) && !page.isClosed()) throw error;
      });
    }
  }

  /**
   * Once per test, before its contexts close: the final checks, then the
   * violations as the test's failure (rule, impact, screen, targets), also
   * attached as JSON.
   */
  async conclude(testInfo: TestInfo): Promise<void> {
    if (this.concluded) return;
    this.concluded = true;
    // A test that already failed shows that failure; its retry checks the screens again.
    if (testInfo.status !== testInfo.expectedStatus) return;
    await this.finish();
    if (this.problems.length > 0) {
      throw new Error(`the accessibility check itself failed:\n${this.problems.join('\n')}`);
    }
    if (this.violations.length === 0) return;
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(this.violations, null, 2),
      contentType: 'application/json',
    });
    throw new Error(formatViolations(this.violations));
  }
}

export const test = base.extend<{
  screenChecks: ScreenChecks;
  /**
   * A second browser context (another device in the same test), checked like
   * the test's own and closed by the fixture after its final check.
   */
  checkedContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  screenChecks: async ({}, use) => {
    await use(new ScreenChecks());
  },
  context: async ({ context, screenChecks }, use, testInfo) => {
    await screenChecks.watch(context);
    await use(context);
    // Before the base fixture closes the context, while its pages still show.
    await screenChecks.conclude(testInfo);
  },
  page: async ({ page, screenChecks }, use) => {
    // The page's gate is in place before the test's first step.
    await screenChecks.ready();
    await use(page);
  },
  checkedContext: async ({ browser, screenChecks }, use, testInfo) => {
    const made: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      made.push(context);
      await screenChecks.watch(context);
      return context;
    });
    try {
      await screenChecks.conclude(testInfo);
    } finally {
      await Promise.all(made.map((context) => context.close()));
    }
  },
});
