import { execSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, loadEnv, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { parseEnv } from './src/config/env-schema.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version?: string;
};

/** The commit being built; 'unknown' outside a git checkout (e.g. a tarball). */
function commitHash(): string {
  try {
    return (
      execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'unknown'
    );
  } catch {
    return 'unknown';
  }
}

/**
 * Writes .br and .gz next to every text file of the build, so the server can
 * send them as they are (@fastify/static `preCompressed`) instead of
 * compressing on each request or not at all.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rosto-precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'favicon.svg', 'manifest.webmanifest', 'robots.txt'];
      for (const file of files) {
        if (file.startsWith('.vite/') || !/\.(js|css|html|svg|webmanifest|json|txt)$/.test(file))
          continue;
        const source = readFileSync(path.join(outDir, file));
        if (source.length < 1024) continue;
        writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(
          path.join(outDir, `${file}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** Shows one prerendered copy, chosen by app/first-screen-script.ts, or the splash. */
const firstScreenCss =
  '[data-prerendered]{display:none}' +
  'html[data-first-screen="pt-BR"] [data-prerendered][lang="pt-BR"],' +
  'html[data-first-screen="en"] [data-prerendered][lang="en"]{display:block}' +
  'html[data-first-screen] #root{display:none}';

function replaceOnce(text: string, search: string, replacement: string): string {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0)
    throw new Error(`prerender: expected one ${search} in index.html`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}

interface StaticPages {
  /** The welcome screen, a copy per language, for index.html. */
  welcome: string;
  /** The offline page, a copy per language with its title, for offline.html. */
  offline: Record<string, { title: string; markup: string }>;
}

/** The pages src/app/prerender.tsx renders, from an SSR build. */
async function renderStaticPages(mode: string): Promise<StaticPages> {
  const outDir = path.join(root, 'node_modules/.rosto-prerender');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
    },
  });
  try {
    const entry = pathToFileURL(path.join(outDir, 'prerender.js')).href;
    const { prerenderWelcome, prerenderOffline } = (await import(entry)) as {
      prerenderWelcome: () => Promise<Record<string, string>>;
      prerenderOffline: () => Promise<StaticPages['offline']>;
    };
    const copies = await prerenderWelcome();
    const offline = await prerenderOffline();
    for (const [language, { markup }] of Object.entries(offline))
      checkBody(markup, `${language} offline page`);
    return {
      welcome: Object.entries(copies)
        .map(([language, markup]) => {
          checkBody(markup, `${language} welcome screen`);
          return `<div data-prerendered lang="${language}">${markup}</div>`;
        })
        .join(''),
      offline,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function checkBody(markup: string, what: string) {
  if (/<(title|script|link|meta|style)\b/.test(markup))
    throw new Error(`prerender: unexpected head element in the ${what}`);
}

/** src/app/first-screen-script.ts as one small classic script, for <head>. */
async function firstScreenScript(mode: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      lib: { entry: 'src/app/first-screen-script.ts', formats: ['iife'], name: 'firstScreen' },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const code = output?.output[0].code.trim();
  if (!code || /<\/script|<!--/i.test(code)) throw new Error('prerender: bad first-screen script');
  return code;
}

/** The CSS the welcome chunk and its imports bring (the entry's is inlined on its own). */
function welcomeCss(bundle: Rollup.OutputBundle): string {
  const welcome = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk =>
      file.type === 'chunk' &&
      (file.facadeModuleId ?? '').endsWith('/src/features/welcome/routes/welcome.tsx'),
  );
  if (!welcome) throw new Error('prerender: no chunk for the welcome screen');
  const cssFiles = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) cssFiles.add(file);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(welcome);
  return [...cssFiles]
    .map((file) => {
      const asset = bundle[file];
      return asset?.type === 'asset' ? String(asset.source) : '';
    })
    .join('');
}

/**
 * The entry's stylesheet inlined, so the first paint waits for no request.
 * Its link stays for print only: Vite's preload helper then sees the file as
 * loaded and lazy screens, which list it among their dependencies, do not
 * append it again (after their own CSS, which would change the cascade).
 */
function inlineEntryCss(html: string, bundle: Rollup.OutputBundle): string {
  let result = html;
  for (const cssFile of entryCss(bundle)) {
    const css = bundle[cssFile];
    if (css?.type !== 'asset') continue;
    const link = `<link rel="stylesheet" crossorigin href="/${cssFile}">`;
    result = replaceOnce(
      result,
      link,
      `<style>${String(css.source)}</style>${link.replace('>', ' media="print">')}`,
    );
  }
  return result;
}

/** The stylesheets the entry chunk imports: the app's shell styles (global.css). */
function entryCss(bundle: Rollup.OutputBundle): string[] {
  return Object.values(bundle).flatMap((file) =>
    file.type === 'chunk' && file.isEntry ? [...(file.viteMetadata?.importedCss ?? [])] : [],
  );
}

/**
 * offline.html, which the service worker shows when a page cannot load and
 * the app shell cannot stand in (decision 045): the offline page of
 * src/components/errors/offline-page.tsx in each language, styled by the
 * app's own stylesheet (precached with it). public/offline.js keeps the copy
 * in the visitor's language; without it the Portuguese one shows.
 */
function offlineHtml(pages: StaticPages['offline'], stylesheets: string[]): string {
  const ptBR = pages['pt-BR'];
  if (!ptBR || stylesheets.length === 0) throw new Error('prerender: offline page incomplete');
  // The titles come escaped from React's render, fit for an attribute as they are.
  const copies = Object.entries(pages)
    .map(
      ([language, { title, markup }]) =>
        `<div data-offline-copy lang="${language}" data-title="${title}"${language === 'pt-BR' ? '' : ' hidden'}>${markup}</div>`,
    )
    .join('');
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<title>${ptBR.title}</title><meta name="theme-color" content="#0b6e4f">` +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    stylesheets.map((file) => `<link rel="stylesheet" href="/${file}">`).join('') +
    '<script src="/offline.js" defer></script>' +
    `</head><body><div id="root">${copies}</div></body></html>`
  );
}

/**
 * Paints the welcome screen before the app's code arrives (decision 013):
 * writes into index.html a prerendered copy per language next to the splash,
 * the CSS they need, and a small inline script that picks the copy this visit
 * opens on, or the splash, before the body paints (the server's CSP allows
 * index.html's inline scripts by hash). main.tsx hydrates that copy. The
 * same render gives offline.html, for the service worker (decision 045).
 */
function prerenderFirstScreen(mode: string): Plugin {
  return {
    name: 'rosto-prerender-first-screen',
    enforce: 'post',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('prerender: no index.html in the build');
        const [pages, script] = await Promise.all([
          renderStaticPages(mode),
          firstScreenScript(mode),
        ]);
        // offline.html links the entry stylesheet: index.html inlines it but
        // keeps the file (its link stays, for print), so it is in the precache.
        this.emitFile({
          type: 'asset',
          fileName: 'offline.html',
          source: offlineHtml(pages.offline, entryCss(bundle)),
        });
        let html = inlineEntryCss(String(page.source), bundle);
        html = replaceOnce(
          html,
          '<script type="module"',
          `<style>${firstScreenCss}${welcomeCss(bundle)}</style>` +
            `<script>${script}</script><script type="module"`,
        );
        html = replaceOnce(html, '<noscript>', `${pages.welcome}<noscript>`);
        // The first paint needs none of the app's scripts (the welcome screen
        // is in the page, the splash too): fetched at low priority, they do
        // not compete with it. Splash-first screens have nothing else to fetch.
        html = html
          .replaceAll(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          );
        page.source = html;
      },
    },
  };
}

/**
 * The VITE_* variables (environment, then .env files), validated here so a bad
 * value fails the build and the app receives a plain object: src/config/env.ts.
 */
function appEnv(mode: string) {
  const variables = loadEnv(mode, root, 'VITE_');
  return parseEnv({
    ...variables,
    VITE_APP_VERSION: variables.VITE_APP_VERSION || pkg.version || 'dev',
    VITE_COMMIT_HASH: variables.VITE_COMMIT_HASH || commitHash(),
  });
}

/**
 * The service worker (src/service-worker/sw.ts, decision 045) and its
 * precache: what the app needs to open offline. Not the face detector (1.4 MB
 * that only the camera loads, and the camera needs the network anyway): it
 * stays in the browser's HTTP cache, as before, instead of costing every
 * first visit its download. Hashed files are precached under their own name,
 * the others with a revision.
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // app/service-worker.ts registers it after the load event.
    injectRegister: false,
    // public/manifest.webmanifest is the manifest; index.html links it.
    manifest: false,
    injectManifest: {
      // A classic script, as registered (module workers need { type: 'module' }).
      rollupFormat: 'iife',
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,json,woff2}'],
      globIgnores: ['.vite/**', '**/*.{gz,br}', 'assets/face-detector-*.js'],
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

export default defineConfig(({ mode, command, isSsrBuild }) => ({
  plugins: [
    react(),
    prerenderFirstScreen(mode),
    precompress(),
    // The browser build only: not the SSR build of the prerender, nor the tests.
    ...(command === 'build' && !isSsrBuild ? serviceWorker() : []),
  ],
  define: {
    __ROSTO_ENV__: JSON.stringify(appEnv(mode)),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // The bundle-size check reads it to list what each first screen loads.
    manifest: true,
    // The face detector (TensorFlow.js inside, ~330 KiB gzip) is one chunk on
    // purpose: only the camera page loads it, after the capture has started.
    chunkSizeWarningLimit: 1400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen needs, in one long-cached file instead of a
              // handful. No zod: the screens that validate load it themselves.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              // The API client and the contract's endpoint table: no first
              // screen's paint calls an endpoint, and left to itself the
              // bundler folds the client into the chunk of session and storage
              // that the entry imports.
              name: 'api-client',
              test: /[\\/](src[\\/]lib[\\/]api-client|contract[\\/]src[\\/]customer-endpoints)\.ts$/,
              // Not the session and storage they read: the entry needs those.
              includeDependenciesRecursively: false,
            },
            {
              // React Query in one file of its own, so the bundler never folds
              // a piece of it into a chunk the first screens share (decision 013).
              name: 'react-query',
              test: /node_modules[\\/]@tanstack[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    // jsdom costs some 0.7 s a file to build; files of plain logic (no DOM, no
    // storage) say `// @vitest-environment node` on their first line and skip it.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
