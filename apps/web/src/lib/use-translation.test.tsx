// useTranslation: a page title takes the partner's name (partnerTitles) even
// when the partner arrives after the screen was first drawn, as a slow partner
// answer does (PARTNER_SPLASH_WAIT_MS).
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testPartner } from '../testing/partner';
import { initTexts, useTranslation } from './i18n';
import { setPartner } from './partner';

function DownloadTitle() {
  const { t } = useTranslation();
  return <h1>{t('download.pageTitle')}</h1>;
}

describe('useTranslation', () => {
  beforeAll(() => initTexts('pt-BR'));
  afterEach(() => setPartner(null));

  it("renders a title again with the partner's name when the partner arrives late", () => {
    render(<DownloadTitle />);
    expect(screen.getByRole('heading')).toHaveTextContent('Baixe o app | Rosto');
    act(() => setPartner(testPartner()));
    expect(screen.getByRole('heading')).toHaveTextContent('Baixe o app | Padaria Sol');
    act(() => setPartner(null));
    expect(screen.getByRole('heading')).toHaveTextContent('Baixe o app | Rosto');
  });
});
