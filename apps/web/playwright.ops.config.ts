// One customer's journey in Chromium through the load balancer (issue 14,
// decision 043): the specs of e2e-ops take `test` from the API's ops fixture
// (apps/api/ops/cluster-fixture.ts), which starts two instances behind nginx on
// PostgreSQL and Redis, with Cielo played by a double. Run after the API's ops
// config by `npm run test:ops`; build first (npm run build). One worker: one
// cluster per worker is already most of two cores.
import { defineConfig } from '@playwright/test';
import apiOps from '../api/playwright.ops.config';
import { fakeCamera } from './e2e/fake-camera';

export default defineConfig({
  // The API's ops settings (one worker, no retries, the phone viewport, pt-BR).
  ...apiOps,
  testDir: './e2e-ops',
  // The fake camera's videos, made from the shared face photos, as the regular e2e config does.
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results-ops',
  timeout: 180_000,
  use: {
    ...apiOps.use,
    // The spec reads every API response's instance header from the page's
    // network events, which a service worker's fetches would hide (decision 045).
    serviceWorkers: 'block',
    // The same person on the camera at the face capture and at the terminal:
    // the one a shop identifies is the one who enrolled.
    ...fakeCamera('payer'),
    permissions: ['camera'],
  },
});
