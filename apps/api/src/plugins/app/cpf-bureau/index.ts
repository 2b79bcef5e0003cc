// The CPF register behind one interface (types.ts), on the app as
// `app.cpfBureau`: the sandbox's in the sandbox stage, Serpro's Consulta CPF
// elsewhere (config.ts). `off` (demo only) answers every CPF as a regular
// adult's of unknown name, so registration goes on unchecked.
import fp from 'fastify-plugin';
import type { CpfBureauConfig } from './config';
import { createSandboxCpfBureau } from './sandbox';
import { createSerproCpfBureau } from './serpro';
import type { CpfBureau } from './types';

export type { CpfBureau } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    cpfBureau: CpfBureau;
  }
}

const unchecked: CpfBureau = {
  lookup: () =>
    Promise.resolve({
      kind: 'found',
      situation: 'regular',
      name: null,
      socialName: null,
      birthDate: null,
    }),
};

export interface CpfBureauOptions {
  config: CpfBureauConfig;
  /** A ready adapter (tests: the Serpro double's); else the one the config names. */
  bureau?: CpfBureau;
}

export default fp<CpfBureauOptions>(
  (app, options, done) => {
    const { config } = options;
    const bureau =
      options.bureau ??
      (config.kind === 'serpro'
        ? createSerproCpfBureau(config, app.log.child({ cpfBureau: 'serpro' }))
        : config.kind === 'sandbox'
          ? createSandboxCpfBureau(() => app.clock.now())
          : unchecked);
    app.decorate('cpfBureau', bureau);
    done();
  },
  { name: 'cpf-bureau', dependencies: ['clock'] },
);
