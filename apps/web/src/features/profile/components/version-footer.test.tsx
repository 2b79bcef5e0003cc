// The profile's version footer (docs/spec/account-checklist.md §2 Profile) as the user sees it:
// the version, the first 8 characters of the hash, the stage outside
// production, and the SDK and partner a native host writes in its user agent.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { setupI18n } from '../../../testing/setup-i18n';
import { VersionFooter } from './version-footer';

const footer = () => screen.getByRole('contentinfo', { name: 'Versão do app' });

describe('VersionFooter', () => {
  // The build writes these in; a test plays a build and puts them back.
  const built = { ...env };
  beforeAll(setupI18n);
  beforeEach(() => {
    Object.assign(env, {
      appVersion: '2.7.0',
      commitHash: '0123456789abcdef',
      stage: 'sandbox',
      isProduction: false,
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(env, built);
  });

  it('shows the version, 8 characters of the hash, the stage, and the SDK and partner of the user agent', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 RostoSDK/2.4.1 RostoPartner/padaria-sol',
    );
    render(<VersionFooter />);
    expect(footer()).toHaveTextContent(
      'Versão 2.7.0 (01234567) · Ambiente sandbox · SDK 2.4.1 · Parceiro padaria-sol',
    );
  });

  it('in production: no stage; without a native host: no SDK nor partner', () => {
    env.isProduction = true;
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0');
    render(<VersionFooter />);
    expect(footer()).toHaveTextContent(/^Versão 2\.7\.0 \(01234567\)$/u);
  });
});
