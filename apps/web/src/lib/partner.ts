// The partner of this visit (white-label brand), read across the app: the
// menu views, labels and splash text, the theme, and the id sent with sign-up
// and sign-in. features/partner chooses and loads it while the app boots.
//
// Partner branding types come from the contract. The default views are copied
// (not imported) because the contract module would bring full zod into the
// entry chunk; a unit test keeps the copy equal.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Partner, PartnerView } from '@rosto/contract/schemas/partner';
import { setAnalyticsContext } from './analytics';
import type { Locale } from '@rosto/contract/errors';
import { applyPartnerTheme } from './partner-theme';

export type { Partner, PartnerView };

export const DEFAULT_PARTNER_VIEWS: readonly PartnerView[] = [
  'home',
  'transactions',
  'wallet',
  'profile',
  'places',
];

export interface PartnerState {
  partner: Partner | null;
  views: readonly PartnerView[];
  showMenuLabels: boolean;
  /** The partner's landing sub-title in each language it wrote one in. */
  splashSubTitle: Record<Locale, string | null>;
}

const rostoBrand: PartnerState = {
  partner: null,
  views: DEFAULT_PARTNER_VIEWS,
  showMenuLabels: false,
  splashSubTitle: { 'pt-BR': null, en: null },
};

/** Exported for hooks that read one slice (lib/partner-subtitle.ts). */
export const partnerStore = createStore<PartnerState>()(() => rostoBrand);

export function partnerStateFrom(partner: Partner | null): PartnerState {
  if (!partner) return rostoBrand;
  const views = partner.options.views;
  return {
    partner,
    views: Array.isArray(views) ? views : DEFAULT_PARTNER_VIEWS,
    showMenuLabels: partner.options.showMenuLabels === true,
    splashSubTitle: {
      'pt-BR': partner.options.description?.splashSubTitle?.trim() || null,
      en: partner.options.description?.splashSubTitleInEnglish?.trim() || null,
    },
  };
}

/** The tab's icon: the partner's logo under its brand, else Rosto's (index.html). */
function applyPartnerIcon(partner: Partner | null): void {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) return;
  const rostoIcon = icon.dataset.default ?? icon.getAttribute('href') ?? '/favicon.svg';
  icon.dataset.default = rostoIcon;
  icon.setAttribute('href', partner?.logoUrl ?? rostoIcon);
}

export function setPartner(partner: Partner | null): void {
  const next = partnerStateFrom(partner);
  applyPartnerTheme(partner);
  applyPartnerIcon(partner);
  setAnalyticsContext({ product: partner?.slug ?? 'rosto' });
  partnerStore.setState(next, true);
}

export function getPartnerState(): PartnerState {
  return partnerStore.getState();
}

export function usePartner(): PartnerState {
  return useStore(partnerStore);
}
