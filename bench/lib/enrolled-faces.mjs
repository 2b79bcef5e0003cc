// The 1:N set-up of the payment benchmarks (bench:pay at the API, bench:terminal
// at the till's page): the demo seed (`npm run seed:demo`'s code) makes the
// shops, their terminals and one customer with a real face enrolled from the
// shared photos, a PIN and a validated Visa; then `faces` minus one synthetic
// customers are enrolled by SQL (synthetic-faces.mjs), so that the search runs
// over `faces` active templates.
import { DEMO_CUSTOMER, pickDemoFace } from '../../apps/api/src/modules/seed/demo-plan.ts';
import { demoSeedDeps, seedDemo } from '../../apps/api/src/modules/seed/demo-seed.ts';
import {
  readSharedFace,
  sharedFaces,
  sharedFacesAvailable,
  sharedFacesDir,
} from '../../apps/api/src/face-engine/testing/shared-faces.ts';
import { progress } from './bench-app.mjs';
import { insertSyntheticUsers } from './payments-fixture.mjs';
import { insertSyntheticFaces } from './synthetic-faces.mjs';

/** Ends the process when the shared photos are absent: there is no real customer to find. */
export function requireSharedFaces() {
  if (sharedFacesAvailable) return;
  progress(`The shared photos are not at ${sharedFacesDir}: nothing to measure.`);
  process.exit(1);
}

/**
 * Seeds the demo and fills the face templates up to `faces` active ones.
 * Returns the seed's result, the customer's face photos (`demoFace.atTerminal`
 * is the one never enrolled), her first name (what the till greets), the
 * number of active faces and the fill's seconds.
 */
export async function seedEnrolledFaces(bench, faces) {
  progress('Demo seed: shops, terminals, a customer enrolled from a real photo, a Visa…');
  const demoFace = pickDemoFace(sharedFaces());
  const seeded = await seedDemo(demoSeedDeps(bench.app, { readPhoto: readSharedFace }), demoFace);
  // The benchmarks time paying, not the customer's limits: the seed's sales of
  // today and dozens of payments would pass the default daily limit (R$ 1.000,00).
  await bench.query('update users set daily_limit_cents = null where id = $1', [
    seeded.customer.id,
  ]);

  progress(`Enrolling ${(faces - 1).toLocaleString('en')} synthetic faces…`);
  const fillStarted = performance.now();
  await insertSyntheticUsers(bench, faces - 1);
  await insertSyntheticFaces(bench, progress);
  await bench.query('analyze');
  const fillSeconds = Math.round((performance.now() - fillStarted) / 1000);
  const { rows } = await bench.query('select count(*)::int as n from face_templates where active');
  progress(`  ${rows[0].n.toLocaleString('en')} active faces in ${fillSeconds} s`);
  return {
    seeded,
    demoFace,
    firstName: DEMO_CUSTOMER.fullName.split(' ')[0],
    enrolled: rows[0].n,
    fillSeconds,
  };
}
