// Data every start makes sure of: the terms of use (every stage) and the two
// sandbox partners (sandbox only). Upserts, so restarts and new texts are safe.
// Composition, like app.ts: it builds the legal and partners repositories,
// which db/ (below every module) may not import.
import type { Stage } from './config/env';
import { createLegalRepository } from './modules/legal/repository';
import { termsOfUseContents } from './modules/legal/terms-content';
import { createPartnersRepository } from './modules/partners/repository';
import { sandboxPartners } from './modules/partners/sandbox-partners';
import type { Database } from './db/client';

export async function seedDatabase(db: Database, stage: Stage): Promise<void> {
  const legal = createLegalRepository(db);
  for (const terms of termsOfUseContents) await legal.upsertTermsOfUse(terms);

  if (stage === 'sandbox') {
    const partners = createPartnersRepository(db);
    for (const partner of sandboxPartners) await partners.upsert(partner);
  }
}
