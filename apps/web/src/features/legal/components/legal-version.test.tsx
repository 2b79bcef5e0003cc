import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../testing/setup-i18n';
import { LegalVersion } from './legal-version';

describe('LegalVersion', () => {
  beforeAll(setupI18n);

  it('says a version named by its São Paulo publication day once, as that day', () => {
    // 01:00 UTC on the 24th is still the 23rd in São Paulo.
    render(<LegalVersion version="2026-11-23" publishedAt="2026-11-24T01:00:00Z" />);
    expect(screen.getByText('Versão de 23 de novembro de 2026')).toBeInTheDocument();
  });

  it('names a version called otherwise, with its day', () => {
    render(<LegalVersion version="2026-11-23b" publishedAt="2026-11-25T12:00:00-03:00" />);
    expect(screen.getByText('Versão 2026-11-23b, de 25 de novembro de 2026')).toBeInTheDocument();
  });
});
