// Every route of both specs' route tables, each screen lazy-loaded by feature.
// Declarative routes (useRoutes), not a data
// router: createRouter cannot be tree-shaken and cost the first screen
// ~19 KiB gzip for loaders, actions and fetchers this app does not use.
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { env } from '../config/env';
import { paths } from '../config/paths';
import type { PartnerView } from '../lib/partner';
import {
  RequirePrivateLabelAccess,
  RequireRegisterAccess,
  RequireSignedIn,
  RequireSignedOut,
  RequireView,
} from './guards';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';

type LazyRouteProps = { index: true } | { path?: string; children?: RouteObject[] };

const preloaders = new WeakMap<RouteObject, () => Promise<unknown>>();

/** A route whose component comes from a lazy chunk. Its Suspense boundary sits
 * in the parent layout's outlet, so the layouts around it stay on screen. */
function lazyRoute(props: LazyRouteProps, load: () => Promise<ComponentType>): RouteObject {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load());
  const Screen = lazy(() => preload().then((component) => ({ default: component })));
  const route: RouteObject = {
    ...props,
    element: (
      <Suspense fallback={<RouteFallback />}>
        <Screen />
      </Suspense>
    ),
  };
  preloaders.set(route, preload);
  return route;
}

const withQueries = (children: RouteObject[]): RouteObject =>
  lazyRoute({ children }, () => import('./layouts/query-layout').then((m) => m.QueryLayout));

const requireView = (view: PartnerView, children: RouteObject[]): RouteObject => ({
  element: <RequireView view={view} />,
  children,
});

const routes: RouteObject[] = [
  {
    // Render failures inside it show the error page within this layout,
    // keeping snackbars alive.
    element: <RootLayout />,
    children: [
      {
        element: <RequireSignedOut />,
        children: [
          lazyRoute({ index: true }, () =>
            import('../features/welcome/routes/welcome').then((m) => m.WelcomeRoute),
          ),
          // Outside the query layout: the CPF step paints without React Query.
          lazyRoute({ path: paths.login.path }, () =>
            import('./routes/login-route').then((m) => m.LoginWithPrivacyRoute),
          ),
        ],
      },
      withQueries([
        {
          element: <RequireRegisterAccess />,
          children: [
            lazyRoute({ path: paths.register.path }, () =>
              import('../features/register/routes/register').then((m) => m.RegisterRoute),
            ),
          ],
        },
        {
          element: <RequirePrivateLabelAccess />,
          children: [
            lazyRoute({ path: paths.registerPrivateLabel.path }, () =>
              import('../features/register/routes/register').then(
                (m) => m.RegisterPrivateLabelRoute,
              ),
            ),
            lazyRoute({ path: paths.registerPrivateLabelAppUser.path }, () =>
              import('../features/register/routes/register').then(
                (m) => m.RegisterPrivateLabelAppUserRoute,
              ),
            ),
          ],
        },
      ]),
      lazyRoute({ path: paths.download.path }, () =>
        import('../features/download/routes/download').then((m) => m.DownloadRoute),
      ),
      lazyRoute({ path: paths.appLink.path }, () =>
        import('../features/download/routes/app-link').then((m) => m.AppLinkRoute),
      ),
      ...[paths.privacyPolicy.path, paths.privacyPolicyAlias.path].map((path) =>
        lazyRoute({ path }, () =>
          import('../features/legal/routes/privacy-policy').then((m) => m.PrivacyPolicyRoute),
        ),
      ),
      withQueries([
        // The help centre (decision 069): signed in or out; the shops list reads the API.
        lazyRoute({ path: paths.help.path }, () =>
          import('../features/help/routes/help-centre').then((m) => m.HelpCentreRoute),
        ),
        lazyRoute({ path: paths.helpShops.path }, () =>
          import('../features/help/routes/help-shops').then((m) => m.HelpShopsRoute),
        ),
        lazyRoute({ path: paths.helpArticle.path }, () =>
          import('../features/help/routes/help-article').then((m) => m.HelpArticleRoute),
        ),
        lazyRoute({ path: paths.termsOfUse.path }, () =>
          import('../features/legal/routes/terms-of-use').then((m) => m.TermsOfUseRoute),
        ),
        lazyRoute({ path: paths.emailChallenge.path }, () =>
          import('../features/email/routes/email-challenge').then((m) => m.EmailChallengeRoute),
        ),
        lazyRoute({ path: paths.emailChallengeStatus.path }, () =>
          import('../features/email/routes/email-challenge-status').then(
            (m) => m.EmailChallengeStatusRoute,
          ),
        ),
        lazyRoute({ path: paths.emailConfirmation.path }, () =>
          import('../features/email/routes/email-confirmation-link').then(
            (m) => m.EmailConfirmationLinkRoute,
          ),
        ),
        ...(env.isSandbox
          ? [
              lazyRoute({ path: paths.sandboxOutbox.path }, () =>
                import('../features/sandbox/routes/outbox').then((m) => m.OutboxRoute),
              ),
            ]
          : []),
      ]),
      {
        element: <RequireSignedIn />,
        children: [
          lazyRoute(
            {
              children: [
                lazyRoute({ path: paths.registerFace.path }, () =>
                  import('../features/face/routes/register-face').then((m) => m.RegisterFaceRoute),
                ),
                lazyRoute({ path: paths.faceStepUp.path }, () =>
                  import('../features/face/routes/face-step-up').then((m) => m.FaceStepUpRoute),
                ),
                lazyRoute({ path: paths.faceValidation.path }, () =>
                  import('../features/face/routes/face-validation').then(
                    (m) => m.FaceValidationRoute,
                  ),
                ),
                lazyRoute(
                  {
                    children: [
                      lazyRoute({ path: paths.home.path }, () =>
                        import('../features/home/routes/home').then((m) => m.HomeRoute),
                      ),
                      requireView('transactions', [
                        lazyRoute({ path: paths.payments.path }, () =>
                          import('../features/payments/routes/payments-list').then(
                            (m) => m.PaymentsRoute,
                          ),
                        ),
                      ]),
                      requireView('wallet', [
                        lazyRoute({ path: paths.wallet.path }, () =>
                          import('../features/wallet/list/routes/wallet-list').then(
                            (m) => m.WalletRoute,
                          ),
                        ),
                      ]),
                      requireView('profile', [
                        lazyRoute({ path: paths.profile.path }, () =>
                          import('../features/profile/routes/profile').then((m) => m.ProfileRoute),
                        ),
                      ]),
                    ],
                  },
                  () => import('./layouts/tab-layout').then((m) => m.TabLayout),
                ),
                // Signed in only, as docs/spec/wallet-checklist.md §2's table says: the home
                // screen's latest payments open their receipts also where the partner has no
                // 'transactions' view (no list, no tab).
                lazyRoute(
                  {
                    path: paths.payment.path,
                    children: [
                      lazyRoute({ index: true }, () =>
                        import('../features/payments/routes/receipt').then((m) => m.ReceiptRoute),
                      ),
                      lazyRoute({ path: paths.paymentMap.path }, () =>
                        import('../features/payments/routes/payment-map').then(
                          (m) => m.PaymentMapRoute,
                        ),
                      ),
                      lazyRoute({ path: paths.paymentHelp.path }, () =>
                        import('../features/payments/routes/payment-help').then(
                          (m) => m.PaymentHelpRoute,
                        ),
                      ),
                    ],
                  },
                  () =>
                    import('../features/payments/routes/payment-layout').then(
                      (m) => m.PaymentLayout,
                    ),
                ),
                requireView('wallet', [
                  lazyRoute({ path: paths.walletAdd.path }, () =>
                    import('../features/wallet/add/routes/add-payment-method').then(
                      (m) => m.AddPaymentMethodRoute,
                    ),
                  ),
                  lazyRoute({ path: paths.walletEditPaymentMethod.path }, () =>
                    import('../features/wallet/card/routes/edit-payment-method').then(
                      (m) => m.EditPaymentMethodRoute,
                    ),
                  ),
                  lazyRoute({ path: paths.walletFoodVoucherValidate.path }, () =>
                    import('../features/wallet/validate/routes/validate-food-voucher').then(
                      (m) => m.ValidateFoodVoucherRoute,
                    ),
                  ),
                  lazyRoute({ path: paths.walletCard.path }, () =>
                    import('../features/wallet/card/routes/card-detail').then(
                      (m) => m.CardDetailRoute,
                    ),
                  ),
                  lazyRoute({ path: paths.walletCardValidate.path }, () =>
                    import('../features/wallet/validate/routes/validate-card').then(
                      (m) => m.ValidateCardRoute,
                    ),
                  ),
                ]),
                requireView('profile', [
                  lazyRoute({ path: paths.profileResetPin.path }, () =>
                    import('../features/profile/routes/reset-pin').then((m) => m.ResetPinRoute),
                  ),
                  lazyRoute({ path: paths.profileLimits.path }, () =>
                    import('../features/profile/routes/payment-limits').then(
                      (m) => m.PaymentLimitsRoute,
                    ),
                  ),
                  lazyRoute({ path: paths.profileDeleteAccount.path }, () =>
                    import('../features/account/routes/delete-account').then(
                      (m) => m.DeleteAccountRoute,
                    ),
                  ),
                  lazyRoute({ path: paths.profileMyData.path }, () =>
                    import('../features/account/routes/my-data').then((m) => m.MyDataRoute),
                  ),
                  lazyRoute({ path: paths.editAccount.path }, () =>
                    import('../features/account/routes/edit-account').then(
                      (m) => m.EditAccountRoute,
                    ),
                  ),
                  lazyRoute({ path: paths.validateAccount.path }, () =>
                    import('../features/account/routes/validate-account').then(
                      (m) => m.ValidateAccountRoute,
                    ),
                  ),
                ]),
              ],
            },
            () => import('./layouts/signed-in-layout').then((m) => m.SignedInLayout),
          ),
        ],
      },
      // The shop's terminal (issue 11): its own key, no customer session, no
      // tab layout; a lazy chunk the customer's screens never load.
      lazyRoute({ path: paths.terminal.path }, () =>
        import('../features/terminal/routes/terminal').then((m) => m.TerminalRoute),
      ),
      // Lazy too: no first screen shows it, and its support link brings more.
      lazyRoute({ path: '*' }, () =>
        import('../components/errors/not-found-page').then((m) => m.NotFoundPage),
      ),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the code of every route matching the address at once, as a
 * data router would: otherwise each nested lazy layout would only ask for the
 * next chunk once it renders (signed-in layout, then tab layout, then screen).
 */
export function preloadRoutes(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A failure shows when the route renders (the chunk promise is kept).
    void preloaders
      .get(route)?.()
      .catch(() => undefined);
  }
}
