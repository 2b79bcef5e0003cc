// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_VIEWS } from '../../../lib/partner';
import { mayAddPaymentMethod } from '../../../lib/payment-rights';
import { type BannerProfile, homeBanners, needsWalletState } from './home-banners';

/** A user with a validated e-mail, an approved face, allowed to add cards: no banner. */
const profile = (overrides: Partial<BannerProfile> = {}): BannerProfile => ({
  email: 'maria@example.com',
  isEmailValidated: true,
  scoreStatus: 'AUTO_APPROVED',
  blocked: false,
  allowAddPaymentStatus: 'AUTO_APPROVED',
  ...overrides,
});

const banners = (
  overrides: Partial<BannerProfile> = {},
  input: { isDemo?: boolean; views?: readonly string[]; walletEmpty?: boolean } = {},
) =>
  homeBanners({
    profile: profile(overrides),
    isDemo: input.isDemo ?? false,
    views: (input.views ?? DEFAULT_PARTNER_VIEWS) as typeof DEFAULT_PARTNER_VIEWS,
    walletEmpty: 'walletEmpty' in input ? input.walletEmpty : false,
  });

describe('homeBanners', () => {
  it('shows none for a validated e-mail, an approved face and cards in the wallet', () => {
    expect(banners()).toEqual([]);
  });

  it('shows the missing-e-mail banner for no e-mail or a blank one, never with the unvalidated one', () => {
    expect(banners({ email: null, isEmailValidated: false })).toEqual(['emailMissing']);
    expect(banners({ email: '  ', isEmailValidated: false })).toEqual(['emailMissing']);
  });

  it('hides the missing-e-mail banner at the demo stage, and only that one', () => {
    expect(banners({ email: null, isEmailValidated: false }, { isDemo: true })).toEqual([]);
    expect(banners({ isEmailValidated: false }, { isDemo: true })).toEqual(['emailNotValidated']);
  });

  it('shows the unvalidated-e-mail banner for an e-mail not yet validated', () => {
    expect(banners({ isEmailValidated: false })).toEqual(['emailNotValidated']);
  });

  it('shows the face banner only while the score status is WAITING_APPROVAL', () => {
    expect(banners({ scoreStatus: 'WAITING_APPROVAL' })).toEqual(['faceUnderReview']);
    for (const scoreStatus of ['AUTO_APPROVED', 'MANUAL_REJECTED', null] as const) {
      expect(banners({ scoreStatus })).toEqual([]);
    }
  });

  it('shows the add-card banner when adding is allowed and the wallet is empty, not while unknown', () => {
    expect(banners({}, { walletEmpty: true })).toEqual(['addCard']);
    expect(banners({}, { walletEmpty: false })).toEqual([]);
    expect(banners({}, { walletEmpty: undefined })).toEqual([]);
    expect(banners({ blocked: true }, { walletEmpty: true })).toEqual([]);
    expect(banners({ allowAddPaymentStatus: 'AUTO_REJECTED' }, { walletEmpty: true })).toEqual([]);
    expect(banners({ allowAddPaymentStatus: null }, { walletEmpty: true })).toEqual([]);
  });

  it('keeps the spec order: e-mail, face under review, add a card', () => {
    expect(
      banners(
        { email: null, isEmailValidated: false, scoreStatus: 'WAITING_APPROVAL' },
        { walletEmpty: true },
      ),
    ).toEqual(['emailMissing', 'faceUnderReview', 'addCard']);
    expect(
      banners({ isEmailValidated: false, scoreStatus: 'WAITING_APPROVAL' }, { walletEmpty: true }),
    ).toEqual(['emailNotValidated', 'faceUnderReview', 'addCard']);
  });

  it('leaves out a banner whose link the partner switched off (profile or wallet view)', () => {
    const noProfile = { views: ['home', 'transactions', 'wallet'], walletEmpty: true };
    expect(banners({ email: null, isEmailValidated: false }, noProfile)).toEqual(['addCard']);
    expect(banners({ isEmailValidated: false }, noProfile)).toEqual(['addCard']);
    const noWallet = { views: ['home', 'profile'], walletEmpty: true };
    expect(banners({ isEmailValidated: false }, noWallet)).toEqual(['emailNotValidated']);
  });
});

describe('mayAddPaymentMethod', () => {
  it('allows AUTO_APPROVED, MANUAL_APPROVED and WAITING_APPROVAL for a user not blocked', () => {
    for (const status of ['AUTO_APPROVED', 'MANUAL_APPROVED', 'WAITING_APPROVAL'] as const) {
      expect(mayAddPaymentMethod({ blocked: false, allowAddPaymentStatus: status })).toBe(true);
      expect(mayAddPaymentMethod({ blocked: true, allowAddPaymentStatus: status })).toBe(false);
    }
    for (const status of ['MANUAL_REJECTED', 'AUTO_REJECTED', null] as const) {
      expect(mayAddPaymentMethod({ blocked: false, allowAddPaymentStatus: status })).toBe(false);
    }
  });

  it('asks for the card list only when the banner could show', () => {
    expect(needsWalletState({ profile: profile(), views: DEFAULT_PARTNER_VIEWS })).toBe(true);
    expect(
      needsWalletState({ profile: profile({ blocked: true }), views: DEFAULT_PARTNER_VIEWS }),
    ).toBe(false);
    expect(needsWalletState({ profile: profile(), views: ['home', 'profile'] })).toBe(false);
  });
});
