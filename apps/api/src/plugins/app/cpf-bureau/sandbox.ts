// The sandbox's CPF register: every valid CPF is a regular adult's whose name
// the sandbox does not know (so no name check), except the test CPFs below,
// one per case the registration must handle (README "Sandbox mode").
import { AppError } from '../../../errors';
import type { CpfBureau, CpfLookup } from './types';

const adult = (situation: Extract<CpfLookup, { kind: 'found' }>['situation']): CpfLookup => ({
  kind: 'found',
  situation,
  name: null,
  socialName: null,
  birthDate: '15051990',
});

/** The sandbox's test CPFs (valid check digits, 900.000.0xx-xx), by what the register answers. */
export const sandboxCpfs = {
  suspended: '90000000175',
  holderDeceased: '90000000256',
  pendingRegularisation: '90000000337',
  cancelled: '90000000418',
  null: '90000000507',
  notFound: '90000000680',
  /** The register withholds the data: a minor (Serpro's 422). */
  minor: '90000000760',
  /** Born ten years ago (the 1st of this month): under 18 by the birth date. */
  underAge: '90000000841',
  /** Regular, in the name "Titular Diferente da Silva". */
  otherHolder: '90000000922',
  /** The register does not answer (CPF_CHECK_UNAVAILABLE). */
  unavailable: '90000001066',
} as const;

/** The name the register gives `sandboxCpfs.otherHolder`. */
export const SANDBOX_OTHER_HOLDER_NAME = 'TITULAR DIFERENTE DA SILVA';

export function createSandboxCpfBureau(now: () => Date): CpfBureau {
  return {
    lookup(cpf) {
      switch (cpf) {
        case sandboxCpfs.suspended:
          return Promise.resolve(adult('suspended'));
        case sandboxCpfs.holderDeceased:
          return Promise.resolve(adult('holder-deceased'));
        case sandboxCpfs.pendingRegularisation:
          return Promise.resolve(adult('pending-regularisation'));
        case sandboxCpfs.cancelled:
          return Promise.resolve(adult('cancelled-ex-officio'));
        case sandboxCpfs.null:
          return Promise.resolve(adult('null'));
        case sandboxCpfs.notFound:
          return Promise.resolve({ kind: 'not-found' });
        case sandboxCpfs.minor:
          return Promise.resolve({ kind: 'minor' });
        case sandboxCpfs.underAge: {
          const today = now();
          const month = String(today.getUTCMonth() + 1).padStart(2, '0');
          const born = `01${month}${today.getUTCFullYear() - 10}`;
          return Promise.resolve({ ...adult('regular'), birthDate: born });
        }
        case sandboxCpfs.otherHolder:
          return Promise.resolve({ ...adult('regular'), name: SANDBOX_OTHER_HOLDER_NAME });
        case sandboxCpfs.unavailable:
          return Promise.reject(new AppError('CPF_CHECK_UNAVAILABLE'));
        default:
          return Promise.resolve(adult('regular'));
      }
    },
  };
}
