// A camera the page plays itself, for the head-turn challenge (issue 28):
// Chromium's fake camera loops a file at its own pace, so a recorded turn
// meets the app's request only by chance. This one shows the customer facing
// (each frame at its own exposure, as a sensor gives) until the test calls
// `turnHead(page)` when the app asks for the turn; the head then turns to the
// customer's left over half a second and holds. The frames are the shared
// photo's head rendered in 3D (fixtures/make-turn-fixtures.mjs).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cameraTurnPath } from './turn-fixture-paths';

interface CameraTurn {
  width: number;
  height: number;
  facing: string;
  turn: string[];
}

declare global {
  interface Window {
    rostoTurnHead?: () => void;
  }
}

/** Replaces the page's camera with `photo`'s turning head (before the page's scripts run). */
export async function useTurningCamera(page: Page, photo: string): Promise<void> {
  const frames = JSON.parse(
    readFileSync(cameraTurnPath(process.env.E2E_DATA_DIR!, photo), 'utf8'),
  ) as CameraTurn;
  await page.addInitScript((camera: CameraTurn) => {
    const load = (url: string) =>
      new Promise<HTMLImageElement>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve(image);
        image.onerror = reject;
        image.src = url;
      });
    const TURN_MS = 500;
    let turnedAt: number | null = null;
    window.rostoTurnHead = () => {
      turnedAt = performance.now();
    };
    navigator.mediaDevices.getUserMedia = async () => {
      const [facing, ...turn] = await Promise.all([camera.facing, ...camera.turn].map(load));
      const canvas = document.createElement('canvas');
      canvas.width = camera.width;
      canvas.height = camera.height;
      const context = canvas.getContext('2d')!;
      let tick = 0;
      const draw = () => {
        tick += 1;
        const step =
          turnedAt === null
            ? -1
            : Math.min(
                turn.length - 1,
                Math.floor(((performance.now() - turnedAt) / TURN_MS) * turn.length),
              );
        // The exposure hunts a little from frame to frame: no two frames are one image.
        context.filter = `brightness(${0.97 + (0.06 * ((tick * 7919) % 13)) / 12})`;
        context.drawImage(step < 0 ? facing! : turn[step]!, 0, 0, camera.width, camera.height);
      };
      draw();
      setInterval(draw, 1000 / 15);
      return canvas.captureStream(15);
    };
  }, frames);
}

/** The customer turns their head, as the app asked. */
export async function turnHead(page: Page): Promise<void> {
  await page.evaluate(() => window.rostoTurnHead?.());
}
