// The company that operates Rosto, as the legal texts name it (issue 13, point
// 7): GET legal/operator. The server reads it from its configuration, so the
// terms and the privacy policy never ship a placeholder for it.
import { z } from 'zod';
import { dataEnvelope } from './common';

export const legalOperatorSchema = z.object({
  legalName: z.string().min(1).describe('Razão social'),
  cnpj: z.string().describe('CNPJ, masked: 00.000.000/0000-00'),
  address: z.string().min(1).describe('Registered address, one line'),
  contactEmail: z.email().describe('Where users write to us'),
  dpoName: z.string().min(1).describe('The data protection officer (encarregado, LGPD art. 41)'),
  dpoEmail: z.email().describe("The data protection officer's address"),
  example: z
    .boolean()
    .describe(
      'True when these are example values (a sandbox or demo server not told the real ones)',
    ),
});
export type LegalOperator = z.infer<typeof legalOperatorSchema>;

export const legalOperatorResponseSchema = dataEnvelope(legalOperatorSchema);
