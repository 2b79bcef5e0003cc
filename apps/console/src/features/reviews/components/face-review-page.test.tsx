import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import {
  fakeApi,
  meOf,
  ok,
  operator,
  refusal,
  type FakeAnswer,
  type FakeCall,
} from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';

const photo = 'data:image/jpeg;base64,/9j/AA==';
const first = '11111111-1111-4111-8111-111111111111';
const second = '22222222-2222-4222-8222-222222222222';
const other = '33333333-3333-4333-8333-333333333333';
const twoHoursFiveAgo = () => new Date(Date.now() - (2 * 60 + 5) * 60_000 - 10_000).toISOString();

const item = (id: string, firstName: string) => ({
  id,
  kind: 'look-alike' as const,
  firstName,
  waitingSince: twoHoursFiveAgo(),
});

const review = (id: string, firstName: string) => ({
  ...item(id, firstName),
  faces: [
    {
      usesGlasses: false,
      savedAt: '2026-11-27T10:00:00.000Z',
      photo,
      livenessPhoto: photo,
      frames: [photo, photo, photo],
      liveness: {
        score: 0.91,
        models: { silentFace: 0.9, antispoof: 0.88, liveness: 0.95 },
        burst: { evidence: 'independent-motion', frames: 3, motion: 0.4, residual: 0.2 },
        challenge: { action: 'turn-left', passed: false, failure: 'flat-plane' },
      },
    },
  ],
  replaces: null,
  lookAlikes: [{ userId: other, firstName: 'Bruna', similarity: 0.83, photo }],
  thresholds: { samePerson: 0.8, live: 0.5 },
});

type Handlers = Record<string, (call: FakeCall) => FakeAnswer>;

function openFace(path: string, handlers: Handlers = {}, roles = ['reviewer' as const]) {
  useConsoleStore.getState().startSession('rosto_op_rui');
  const queue = [item(first, 'Ana'), item(second, 'Caio')];
  const api = fakeApi({
    'GET console/me': () => meOf(operator({ email: 'rui@rosto.app', roles })),
    'GET console/overview': () =>
      ok({
        faces: { waiting: 2, oldestSince: queue[0]!.waitingSince },
        cards: { waiting: 1, oldestSince: queue[0]!.waitingSince },
        identities: { waiting: 0, oldestSince: null },
      }),
    'GET console/reviews/faces': () => ok({ items: queue }),
    [`GET console/reviews/faces/${first}`]: () => ok(review(first, 'Ana')),
    [`GET console/reviews/faces/${second}`]: () => ok(review(second, 'Caio')),
    ...handlers,
  });
  renderConsole(path);
  return { api, queue, user: userEvent.setup() };
}

describe('the face review pages', () => {
  it('lists the queue oldest first with kind and waiting time, and counts it in the nav', async () => {
    openFace('/revisoes/rostos');
    const ana = await screen.findByRole('link', { name: 'Ana' });
    const row = ana.closest('li')!;
    expect(row).toHaveTextContent('semelhante a outra conta');
    expect(row).toHaveTextContent('há 2 h 5 min');
    const nav = screen.getByRole('navigation', { name: 'Seções do console' });
    expect(await within(nav).findByRole('link', { name: /Revisões/ })).toHaveTextContent(
      '3 aguardando revisão',
    );
  });

  it('shows the photos, the frames, liveness per model and the look-alike against the marks', async () => {
    openFace(`/revisoes/rostos/${first}`);
    expect(await screen.findByRole('heading', { name: 'Rosto de Ana', level: 1 })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto do cadastro (sem óculos)' })).toHaveAttribute(
      'src',
      photo,
    );
    expect(screen.getByRole('img', { name: 'Foto da prova de vida (sem óculos)' })).toBeVisible();
    expect(screen.getAllByRole('img', { name: /Quadro \d de 3/ })).toHaveLength(3);
    expect(document.body).toHaveTextContent('0,91 (limite 0,50: acima)');
    expect(document.body).toHaveTextContent('Silent-Face 0,90 · Anti-spoof 0,88 · Liveness 0,95');
    // The head turn the capture answered, and why the engine did not see it.
    expect(document.body).toHaveTextContent(
      'Virar o rostopara a esquerda da pessoa: moveu-se como uma foto plana',
    );
    const lookAlikes = screen.getByRole('region', { name: 'Contas parecidas' });
    expect(within(lookAlikes).getByRole('img', { name: 'Rosto de Bruna' })).toBeVisible();
    expect(lookAlikes).toHaveTextContent('Bruna · Semelhança 0,83 (limite 0,80: acima)');
    expect(screen.getByText(/A aprova, R rejeita, N ou J/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aprovar' })).toHaveAttribute(
      'aria-keyshortcuts',
      'A',
    );
  });

  it('approves with A and a note, then opens the next item', async () => {
    let queue = [item(first, 'Ana'), item(second, 'Caio')];
    const { api, user } = openFace(`/revisoes/rostos/${first}`, {
      'GET console/reviews/faces': () => ok({ items: queue }),
      [`POST console/reviews/faces/${first}/approve`]: () => {
        queue = queue.slice(1);
        return ok({ decided: true, notified: true });
      },
    });
    await screen.findByRole('img', { name: 'Foto do cadastro (sem óculos)' });
    await user.keyboard('a');
    const dialog = screen.getByRole('dialog', { name: 'Aprovar' });
    const note = within(dialog).getByLabelText('Observação (opcional)');
    expect(note).toHaveFocus();
    // Typing in the field types; the keys are not shortcuts there.
    await user.type(note, 'mesma pessoa, rn');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar aprovação' }));
    expect(await screen.findByRole('heading', { name: 'Rosto de Caio', level: 1 })).toBeVisible();
    expect(api.callsTo('POST', `console/reviews/faces/${first}/approve`)[0]!.body).toEqual({
      note: 'mesma pessoa, rn',
    });
  });

  it('rejects only with a reason from the list, with R', async () => {
    let queue = [item(second, 'Caio')];
    const { api, user } = openFace(`/revisoes/rostos/${second}`, {
      'GET console/reviews/faces': () => ok({ items: queue }),
      [`POST console/reviews/faces/${second}/reject`]: () => {
        queue = [];
        return ok({ decided: true, notified: true });
      },
    });
    await screen.findByRole('img', { name: 'Foto do cadastro (sem óculos)' });
    await user.keyboard('r');
    const dialog = screen.getByRole('dialog', { name: 'Rejeitar' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar rejeição' }));
    expect(within(dialog).getByText('Escolha o motivo da rejeição.')).toBeVisible();
    expect(api.callsTo('POST', `console/reviews/faces/${second}/reject`)).toHaveLength(0);
    await user.selectOptions(
      within(dialog).getByLabelText('Motivo'),
      'este rosto já está cadastrado em outra conta',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar rejeição' }));
    // The last item decided: back to the empty queue, with a message.
    expect(await screen.findByText('Pronto: a fila está vazia.')).toBeVisible();
    expect(api.callsTo('POST', `console/reviews/faces/${second}/reject`)[0]!.body).toEqual({
      reason: 'face-on-another-account',
    });
  });

  it('closes a dialog with Escape, and N or J opens the next item', async () => {
    const { user } = openFace(`/revisoes/rostos/${first}`);
    await screen.findByRole('img', { name: 'Foto do cadastro (sem óculos)' });
    await user.keyboard('a');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Control>}n{/Control}');
    expect(screen.getByRole('heading', { name: 'Rosto de Ana', level: 1 })).toBeVisible();
    await user.keyboard('j');
    expect(await screen.findByRole('heading', { name: 'Rosto de Caio', level: 1 })).toBeVisible();
  });

  it('says an item someone else decided is no longer waiting', async () => {
    const { user } = openFace(`/revisoes/rostos/${first}`, {
      [`POST console/reviews/faces/${first}/approve`]: () => refusal(404, 'REVIEW_NOT_FOUND'),
    });
    await screen.findByRole('img', { name: 'Foto do cadastro (sem óculos)' });
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar aprovação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este item não está mais aguardando análise.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo item' })).toBeEnabled();
  });

  it('says so when the item opened was already decided', async () => {
    openFace(`/revisoes/rostos/${other}`, {
      [`GET console/reviews/faces/${other}`]: () => refusal(404, 'REVIEW_NOT_FOUND'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este item não está mais aguardando análise.',
    );
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
  });

  it('is closed to operators without the reviewer role, with no nav entry', async () => {
    openFace('/revisoes/rostos', {}, ['support' as never]);
    expect(await screen.findByRole('heading', { name: 'Sem acesso' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Seções do console' });
    expect(within(nav).queryByRole('link', { name: /Revisões/ })).toBeNull();
  });
});
