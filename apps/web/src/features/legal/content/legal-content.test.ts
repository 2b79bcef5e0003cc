// @vitest-environment node
// What the privacy policy says (docs/spec/account-checklist.md §1): its date, the adult audience
// and the sections the spec lists, the same anchors in both languages.
import { describe, expect, it } from 'vitest';
import type { LegalDocument } from './legal-document';
import { privacyPolicyEn } from './privacy-policy-en';
import { privacyPolicyPtBr } from './privacy-policy-pt-br';

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

const sectionOf = (policy: LegalDocument, id: string) => {
  const found = policy.sections.find((section) => section.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

describe('privacy policy content', () => {
  it('is dated 2026-11-23 in both languages', () => {
    expect(privacyPolicyPtBr.updatedAt).toBe('2026-11-23');
    expect(privacyPolicyEn.updatedAt).toBe('2026-11-23');
  });

  it("has the spec's sections, in its order, with the same anchors in both languages", () => {
    expect(privacyPolicyPtBr.sections.map(({ id, heading }) => [id, heading])).toEqual([
      ['quem-somos', 'Quem somos e a quem esta Política se aplica'],
      ['dados-coletados', 'Quais dados coletamos'],
      ['finalidades', 'Para que usamos os seus dados'],
      ['retencao', 'Por quanto tempo guardamos os seus dados'],
      ['direitos', 'Seus direitos como titular'],
      ['compartilhamento', 'Com quem compartilhamos os seus dados'],
      ['decisoes-automatizadas', 'Decisões automatizadas'],
      ['comunicacoes', 'Mensagens de marketing e pesquisas de satisfação'],
      ['cookies', 'Cookies e armazenamento local'],
      ['seguranca', 'Como protegemos os seus dados'],
      ['transferencia-internacional', 'Transferência internacional de dados'],
      ['alteracoes', 'Alterações desta Política'],
      ['central-de-ajuda', 'Central de Ajuda e contato'],
      ['foro', 'Lei aplicável e foro'],
      ['glossario', 'Glossário'],
    ]);
    expect(privacyPolicyEn.sections.map(({ id }) => id)).toEqual(
      privacyPolicyPtBr.sections.map(({ id }) => id),
    );
    for (const section of [...privacyPolicyPtBr.sections, ...privacyPolicyEn.sections]) {
      expect(text(section.html).length, section.id).toBeGreaterThan(100);
    }
  });

  it('gives the purposes as a table of purpose, data and legal basis', () => {
    const ptBr = sectionOf(privacyPolicyPtBr, 'finalidades').html;
    expect(ptBr).toContain('<tr><th>Finalidade</th><th>Dados</th><th>Base legal (LGPD)</th></tr>');
    expect(ptBr.match(/<tr>/g)?.length).toBeGreaterThan(5);
    expect(sectionOf(privacyPolicyEn, 'finalidades').html).toContain(
      '<tr><th>Purpose</th><th>Data</th><th>Legal basis (LGPD)</th></tr>',
    );
  });

  // One rule for the spec's two readings (5 or 10 years): decisions 004, 025 and 029;
  // the figures are the API's retention purge (apps/api/src/modules/face-retention/retention.ts).
  it('states one biometric retention rule, the one the retention purge applies', () => {
    const ptBr = text(sectionOf(privacyPolicyPtBr, 'retencao').html);
    expect(ptBr).toContain('eles são eliminados na hora');
    expect(ptBr).toContain('por 180 dias, e depois é eliminada');
    expect(ptBr).toContain('essa foto é eliminada em 24 horas');
    expect(ptBr).not.toMatch(/10 anos/);
    const en = text(sectionOf(privacyPolicyEn, 'retencao').html);
    expect(en).toContain('they are deleted at once');
    expect(en).toContain('for 180 days, and then deleted');
    expect(en).toContain('that photo is deleted within 24 hours');
    expect(en).not.toMatch(/10 years/);
  });

  it('says the service is for adults (18+) only', () => {
    expect(text(sectionOf(privacyPolicyPtBr, 'quem-somos').html)).toContain(
      'O Rosto é destinado exclusivamente a maiores de 18 anos',
    );
    expect(text(sectionOf(privacyPolicyEn, 'quem-somos').html)).toContain(
      'Rosto is intended exclusively for people aged 18 or over',
    );
  });
});
