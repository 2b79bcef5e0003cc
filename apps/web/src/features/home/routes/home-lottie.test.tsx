// The slides' Lottie player: imported (the light build) only once the slides
// show, each slide playing its own animation, and held on its first frame for
// prefers-reduced-motion. The tests run in order: the first one checks that
// nothing imported the player before any slide showed in this file.
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setPartner } from '../../../lib/partner';
import { clearSnackbars } from '../../../lib/snackbar';
import { testPartner } from '../../../testing/partner';
import { testProfile } from '../../../testing/profile';
import { json } from '../../../testing/responses';
import { type FetchMock, renderRoute, setUpRouteTests } from '../../../testing/routes';
import { HomeRoute } from './home';

const lottie = vi.hoisted(() => ({
  imports: 0,
  destroyed: [] as string[],
  loadAnimation: vi.fn(),
}));

// Counts the evaluations of the player module: the dynamic import, stubbed.
vi.mock('lottie-web/build/player/lottie_light', () => {
  lottie.imports += 1;
  return { default: { loadAnimation: lottie.loadAnimation } };
});

const aPayment: Transaction = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: new Date().toISOString(),
  status: 'SUCCESS',
  canceledAt: null,
  amountCents: 2390,
  amount: '-R$ 23,90',
  refundedCents: 0,
  refundedAt: null,
  reversed: false,
  place: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Padaria Sol',
    googlePlaceId: null,
    address: null,
  },
  paymentMethod: null,
  cursor: 'c1',
};

function renderHome(fetchMock: FetchMock, transactions: Transaction[]) {
  fetchMock.mockImplementation((input) =>
    (input as string).includes('/user/transactions')
      ? Promise.resolve(json(200, { data: transactions }))
      : Promise.resolve(json(200, { data: { data: [] } })),
  );
  lottie.loadAnimation.mockClear();
  lottie.destroyed.length = 0;
  lottie.loadAnimation.mockImplementation(({ path }: { path: string }) => ({
    destroy: () => lottie.destroyed.push(path),
  }));
  return renderRoute({
    path: '/home',
    element: <HomeRoute />,
    profile: testProfile({ email: 'maria@example.com', isEmailValidated: true }),
  });
}

describe("HomeRoute: the slides' Lottie player", () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });

  it('is never imported while the user has payments (no slides)', async () => {
    renderHome(fetchMock, [aPayment]);
    await screen.findByTestId('transaction-row');
    expect(screen.queryByRole('region', { name: 'Como usar' })).not.toBeInTheDocument();
    expect(lottie.imports).toBe(0);
    expect(lottie.loadAnimation).not.toHaveBeenCalled();
  });

  it("is imported when the slides show and plays the current slide's animation, decorative", async () => {
    renderHome(fetchMock, []);
    await screen.findByRole('region', { name: 'Como usar' });
    await waitFor(() => expect(lottie.loadAnimation).toHaveBeenCalledTimes(1));
    expect(lottie.imports).toBe(1);
    const [options] = lottie.loadAnimation.mock.calls[0] as [Record<string, unknown>];
    expect(options).toMatchObject({
      renderer: 'svg',
      path: '/home/card.json',
      autoplay: true,
      loop: true,
    });
    const container = options.container as HTMLElement;
    expect(container).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('how-to-slide')).toContainElement(container);

    await userEvent.click(screen.getByRole('button', { name: 'Próximo passo' }));
    await waitFor(() => expect(lottie.loadAnimation).toHaveBeenCalledTimes(2));
    expect(lottie.loadAnimation.mock.calls[1]?.[0]).toMatchObject({ path: '/home/terminal.json' });
    // The slide that left stops its animation; the player was imported once.
    expect(lottie.destroyed).toEqual(['/home/card.json']);
    expect(lottie.imports).toBe(1);
  });

  it('with prefers-reduced-motion shows the first frame without playing', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })),
    );
    renderHome(fetchMock, []);
    await waitFor(() => expect(lottie.loadAnimation).toHaveBeenCalledTimes(1));
    expect(lottie.loadAnimation.mock.calls[0]?.[0]).toMatchObject({
      path: '/home/card.json',
      autoplay: false,
      loop: false,
    });
  });

  it("under a partner, plays the animation in the partner's colour, not Rosto's green", async () => {
    setPartner(testPartner({ colors: { primary: '#0B3D91' } }));
    try {
      renderHome(fetchMock, []);
      const drawn = {
        layers: [{ shapes: [{ ty: 'fl', c: { a: 0, k: [0.043, 0.431, 0.31, 1] } }] }],
      };
      const transactions = fetchMock.getMockImplementation();
      fetchMock.mockImplementation((input, init) =>
        (input as string).endsWith('/home/card.json')
          ? Promise.resolve(json(200, drawn))
          : transactions!(input, init),
      );
      await waitFor(() => expect(lottie.loadAnimation).toHaveBeenCalledTimes(1));
      const [options] = lottie.loadAnimation.mock.calls[0] as [Record<string, unknown>];
      expect(options).not.toHaveProperty('path');
      expect(options.animationData).toEqual({
        layers: [{ shapes: [{ ty: 'fl', c: { a: 0, k: [0.043, 0.239, 0.569, 1] } }] }],
      });
    } finally {
      setPartner(null);
    }
  });
});
