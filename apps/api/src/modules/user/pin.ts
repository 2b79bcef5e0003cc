// The Pins type at its old path for face/step-ups.ts, until the face split
// (issue 25, another branch) points it at pin/pins.ts; then this file goes.
export type { Pins } from '../pin/pins';
