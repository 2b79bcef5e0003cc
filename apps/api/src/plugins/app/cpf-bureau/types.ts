// Who a CPF belongs to, as the Receita Federal's register says (KYC, issue 30):
// one interface, a sandbox adapter whose test CPFs cover each case, and
// Serpro's Consulta CPF (serpro.ts) for the real register.

/** The register's situations (Serpro's `situacao.codigo` 0, 2, 3, 4, 5, 8, 9). */
export type CpfSituation =
  | 'regular'
  | 'suspended'
  | 'holder-deceased'
  | 'pending-regularisation'
  | 'cancelled-multiplicity'
  | 'null'
  | 'cancelled-ex-officio';

export type CpfLookup =
  | {
      kind: 'found';
      situation: CpfSituation;
      /** The holder's name in the register; null when the adapter cannot tell (sandbox). */
      name: string | null;
      /** The social name (nome social), where the holder registered one. */
      socialName: string | null;
      /** "DDMMYYYY" as the register writes it; null when absent. */
      birthDate: string | null;
    }
  /** No CPF with this number in the register. */
  | { kind: 'not-found' }
  /** The register withholds a minor's data (LGPD): the holder is under 18. */
  | { kind: 'minor' };

export interface CpfBureau {
  /**
   * The register's answer for one CPF (11 digits). Throws AppError
   * CPF_CHECK_UNAVAILABLE when the register cannot be asked now.
   */
  lookup(cpf: string): Promise<CpfLookup>;
}
