import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import { fakeApi, meOf, ok, operator } from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';

const shopsDemo = operator({ email: 'demo-shops@rosto.app', roles: ['shops'] });

describe("the sign-in page's demo operators", () => {
  it('offers one button per role in the sandbox, and enters as that role', async () => {
    vi.stubEnv('VITE_STAGE', 'sandbox');
    const api = fakeApi({
      'POST sandbox/operators/session': () =>
        ok({
          token: 'rosto_op_demo',
          expiresAt: '2026-11-27T20:00:00.000Z',
          idleMinutes: 30,
          operator: shopsDemo,
        }),
      'GET console/me': () => meOf(shopsDemo),
      'GET console/shops': () => ok({ items: [] }),
      'GET console/partners': () => ok({ items: [] }),
      'GET console/overview': () =>
        ok({
          faces: { waiting: 0, oldestSince: null },
          cards: { waiting: 0, oldestSince: null },
          identities: { waiting: 0, oldestSince: null },
        }),
    });
    const user = userEvent.setup();
    renderConsole('/entrar');
    const section = await screen.findByRole('region', {
      name: 'Entrar como operador de demonstração',
    });
    expect([...section.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Revisão',
      'Atendimento',
      'Lojas',
      'Administração',
    ]);

    await user.click(screen.getByRole('button', { name: 'Lojas' }));
    expect(await screen.findByRole('link', { name: 'Lojas' })).toBeVisible();
    expect(api.callsTo('POST', 'sandbox/operators/session')[0]?.body).toEqual({ role: 'shops' });
    expect(useConsoleStore.getState().token).toBe('rosto_op_demo');
  });

  it('is never shown outside the sandbox', async () => {
    vi.stubEnv('VITE_STAGE', 'production');
    fakeApi({});
    renderConsole('/entrar');
    expect(await screen.findByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    expect(screen.queryByText('Entrar como operador de demonstração')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lojas' })).toBeNull();
  });
});
