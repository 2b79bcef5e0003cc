// /perfil/excluir-conta: how it works, the help center, back, and the request
// as a support ticket that carries a reference instead of the CPF.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { testProfile } from '../../../testing/profile';
import { json } from '../../../testing/responses';
import { renderAccountRoute, sentCalls, setUpAccountRouteTests, where } from '../testing';
import { DeleteAccountRoute } from './delete-account';

const renderDelete = () =>
  renderAccountRoute({
    path: '/perfil/excluir-conta',
    element: <DeleteAccountRoute />,
    profile: testProfile(),
  });

describe('DeleteAccountRoute', () => {
  const fetchMock = setUpAccountRouteTests();

  it('explains the process and links the help center', () => {
    renderDelete();
    expect(screen.getByRole('heading', { level: 1, name: 'Excluir sua conta' })).toBeVisible();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'Você preenche um formulário pedindo a exclusão da conta.',
      'Conferimos a sua identidade em até um dia (24 horas úteis).',
      'Enviamos por e-mail os passos de segurança para concluir a exclusão.',
    ]);
    expect(screen.getByRole('link', { name: /central de ajuda/ })).toHaveAttribute(
      'href',
      env.helpCenterUrl,
    );
  });

  it('back, when opened directly, goes to the profile', () => {
    renderDelete();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(where()).toBe('/perfil');
  });

  it('the request opens a closure ticket with a reference, never the CPF', async () => {
    renderDelete();
    const request = screen.getByRole('link', { name: /Pedir a exclusão da conta/ });
    const href = new URL(request.getAttribute('href')!);
    expect(href.searchParams.get('subject')).toBe('Encerramento de conta');
    expect(href.toString()).not.toMatch(/529\.?982\.?247-?25/u);

    const reference = '7KQ2-M9XD-4RTB-H0WC-8ZNE';
    fetchMock.mockResolvedValueOnce(
      json(201, { data: { reference, expiresAt: '2026-12-23T12:00:00.000Z' } }),
    );
    const tab = { opener: {}, closed: false, location: { replace: vi.fn() } };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    fireEvent.click(request);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledOnce());
    expect(sentCalls(fetchMock)).toEqual([
      { call: 'POST support/references', body: { cpf: '52998224725' } },
    ]);
    const ticket = String(tab.location.replace.mock.calls[0]![0]);
    expect(new URL(ticket).searchParams.get('description')).toContain(
      `Referência do atendimento: ${reference}`,
    );
    expect(ticket).not.toMatch(/529\.?982\.?247-?25/u);
  });
});
