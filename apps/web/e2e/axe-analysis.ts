// How a screen is analysed (axe.ts decides when): axe-core injected into the
// page and run with our rules, through the helpers of axe-in-page.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import {
  type Analysis,
  type FoundViolation,
  type InPageChecks,
  type InPageSetup,
  installInPage,
} from './axe-in-page';

/** Injected by page.evaluate when a screen is analysed: the app's pages load nothing extra. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (landmarks,
 * heading order, one h1), which our screens keep clean too. No rule is off.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
  // The app has no frames; looking for them costs a round trip per frame.
  iframes: false,
  // No stylesheet downloads by axe: they would show as the page's own requests.
  preload: false,
};

export interface AxeViolation extends FoundViolation {
  url: string;
}

export const inPageSetup: InPageSetup = { key: '__axeScreenChecks', attribute: 'data-axe-pending' };

/**
 * Calls one of the helpers the init script left on the page (installing them
 * where it did not run, as on a page made by setContent): one round trip.
 */
export async function callInPage<Name extends keyof InPageChecks>(
  page: Page,
  name: Name,
  arg: Parameters<InPageChecks[Name]>[0],
): Promise<Awaited<ReturnType<InPageChecks[Name]>>> {
  for (;;) {
    const answer = await page.evaluate(
      async ({ key, name, arg }) => {
        const checks = (window as unknown as Record<string, InPageChecks | undefined>)[key];
        if (!checks) return null;
        const helper = checks[name] as (arg: unknown) => unknown;
        return { value: (await helper(arg)) as Awaited<ReturnType<InPageChecks[Name]>> };
      },
      { key: inPageSetup.key, name, arg },
    );
    if (answer) return answer.value;
    await page.evaluate(installInPage, inPageSetup);
  }
}

/** Injects axe-core into the page's document unless it is there already. */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** Runs axe on the page as it is, injecting it first where it is not there yet. */
export async function analyseOnPage(page: Page): Promise<Analysis> {
  for (;;) {
    const analysis = await callInPage(page, 'analyse', runOptions);
    if (analysis) return analysis;
    await injectAxe(page);
  }
}

/**
 * Analyses the page as it is now and returns the violations. Exported for
 * axe-check.spec.ts, which proves that it finds them.
 */
export async function analyseScreen(page: Page): Promise<AxeViolation[]> {
  const url = page.url();
  const { violations } = await analyseOnPage(page);
  return violations.map((violation) => ({ ...violation, url }));
}

/** One entry per rule and screen, then each offending element's selector. */
export function formatViolations(violations: AxeViolation[]): string {
  const lines = violations.map(
    (violation) =>
      `- ${violation.rule} (${violation.impact}) at ${violation.url}: ${violation.help}\n` +
      violation.targets.map((target) => `    ${target}`).join('\n'),
  );
  return `axe found ${violations.length} accessibility violation(s) (${AXE_TAGS.join(', ')}):\n${lines.join('\n')}`;
}
