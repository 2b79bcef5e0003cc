import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import { fakeApi, meOf, ok, operator, refusal } from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';
import { overviewQueryOptions } from '../../../lib/queries/overview';

describe('the overview page', () => {
  it("shows each queue's size and its oldest item's age", async () => {
    useConsoleStore.getState().startSession('rosto_op_rui');
    const twoHoursFiveAgo = new Date(Date.now() - (2 * 60 + 5) * 60_000 - 10_000).toISOString();
    fakeApi({
      'GET console/me': () => meOf(operator({ email: 'rui@rosto.app', roles: ['reviewer'] })),
      'GET console/overview': () =>
        ok({
          faces: { waiting: 3, oldestSince: twoHoursFiveAgo },
          cards: { waiting: 0, oldestSince: null },
          identities: { waiting: 2, oldestSince: twoHoursFiveAgo },
        }),
    });
    renderConsole('/');
    const faces = await screen.findByRole('heading', { name: 'Rostos aguardando revisão' });
    const facesCard = faces.closest('li')!;
    expect(within(facesCard).getByText('3')).toBeVisible();
    expect(facesCard).toHaveTextContent('O mais antigo chegou há 2 h 5 min.');
    const cardsCard = screen
      .getByRole('heading', { name: 'Cartões aguardando revisão' })
      .closest('li')!;
    expect(cardsCard).toHaveTextContent('0');
    expect(cardsCard).toHaveTextContent('Nenhum aguardando.');
    expect(screen.getByText('Olá, rui@rosto.app.')).toBeVisible();
    // A reviewer goes from each queue to its review page.
    expect(within(faces).getByRole('link')).toHaveAttribute('href', '/console/revisoes/rostos');
    expect(
      within(cardsCard).getByRole('link', { name: 'Cartões aguardando revisão' }),
    ).toHaveAttribute('href', '/console/revisoes/cartoes');
    const namesCard = screen
      .getByRole('heading', { name: 'Nomes aguardando revisão' })
      .closest('li')!;
    expect(namesCard).toHaveTextContent('2');
    expect(
      within(namesCard).getByRole('link', { name: 'Nomes aguardando revisão' }),
    ).toHaveAttribute('href', '/console/revisoes/identidades');
  });

  it('refreshes every 30 seconds', () => {
    expect(overviewQueryOptions().refetchInterval).toBe(30_000);
  });

  it('says when the overview cannot load, with a retry', async () => {
    useConsoleStore.getState().startSession('rosto_op_rui');
    fakeApi({
      'GET console/me': () => meOf(operator({ roles: ['support'] })),
      'GET console/overview': () => refusal(403, 'FORBIDDEN'),
    });
    renderConsole('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não tem permissão para fazer isso.',
    );
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  });

  it('offers no review links to an operator without the reviewer role', async () => {
    useConsoleStore.getState().startSession('rosto_op_sol');
    fakeApi({
      'GET console/me': () => meOf(operator({ roles: ['support'] })),
      'GET console/overview': () =>
        ok({
          faces: { waiting: 1, oldestSince: null },
          cards: { waiting: 0, oldestSince: null },
          identities: { waiting: 0, oldestSince: null },
        }),
    });
    renderConsole('/');
    const faces = await screen.findByRole('heading', { name: 'Rostos aguardando revisão' });
    expect(within(faces).queryByRole('link')).toBeNull();
  });
});
