// Bundle budget: the JavaScript a phone downloads to show the first screen.
// Loads each route of the built product in Chromium and sums the gzip size of
// every script fetched until the network is idle. Budget: 103 KiB gzip on `/`,
// 111 KiB on `/login`, about 3 KiB above what they load (React 19 itself:
// docs/decisions/013-react-runtime.md; what they stopped loading: decision 084).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, ensureBuilt, startServer, webDist } from '../lib/server.mjs';

const budgetKiB = { '/': 103, '/login': 111 };
const routes = Object.keys(budgetKiB);
const figureName = (route) => (route === '/' ? 'root' : route.slice(1).replaceAll('/', '_'));

await ensureBuilt();
const server = await startServer(3201);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const figures = {};
try {
  for (const route of routes) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    const gzip = loaded.reduce((sum, s) => sum + s.gzip, 0);
    const raw = loaded.reduce((sum, s) => sum + s.raw, 0);
    console.log(`${route}`);
    for (const s of loaded.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KiB gz  ${(s.raw / 1024).toFixed(1).padStart(7)} KiB  ${new URL(s.url).pathname}`,
      );
    }
    const name = figureName(route);
    figures[`${name}_js_gzip_kib`] = (gzip / 1024).toFixed(1);
    figures[`${name}_js_raw_kib`] = (raw / 1024).toFixed(1);
    figures[`${name}_js_files`] = loaded.length;
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
for (const route of routes) figures[`${figureName(route)}_budget_kib`] = budgetKiB[route];
// The operator console is an app of its own (decision 050): none of its calls
// may reach any script of the customer's build, loaded first or later.
const webAssets = join(webDist, 'assets');
figures.console_calls_in_customer_js = readdirSync(webAssets)
  .filter((file) => file.endsWith('.js'))
  .filter((file) => /["'`]console\//u.test(readFileSync(join(webAssets, file), 'utf8'))).length;
figures.within_budget =
  figures.console_calls_in_customer_js === 0 &&
  routes.every((route) => Number(figures[`${figureName(route)}_js_gzip_kib`]) <= budgetKiB[route]);
console.log(
  Object.entries(figures)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
