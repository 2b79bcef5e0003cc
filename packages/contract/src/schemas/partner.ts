// Partner (white-label) branding (docs/spec/account-checklist.md §1, §2, §3): GET partner/{slug or
// id}.
import { z } from 'zod';
import { dataEnvelope } from './common';

/** Bottom-menu views a partner may enable (places has no tab of its own). */
export const partnerViewSchema = z.enum(['home', 'transactions', 'wallet', 'profile', 'places']);
export type PartnerView = z.infer<typeof partnerViewSchema>;

/** Views when a partner's options do not override them (docs/spec/account-checklist.md §2). */
export const defaultPartnerViews = [
  'home',
  'transactions',
  'wallet',
  'profile',
  'places',
] as const satisfies readonly PartnerView[];

/**
 * Sub-domains that name an environment, not a partner (docs/spec/account-checklist.md §1,
 * docs/spec/wallet-checklist.md §9), plus "www".
 */
export const ignoredPartnerSubdomains = [
  'alpha',
  'sandbox',
  'qa',
  'qa2',
  'qa3',
  'qa4',
  'demo',
  'www',
] as const;

const hexColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/u)
  .describe('CSS hex colour, "#rrggbb" or "#rgb"');

export const partnerColorsSchema = z.object({
  primary: hexColorSchema,
  secondary: hexColorSchema,
  success: hexColorSchema,
  info: hexColorSchema,
});
export type PartnerColors = z.infer<typeof partnerColorsSchema>;

export const partnerTypographySchema = z.object({
  fontFamily: z.string().min(1).max(200).describe('CSS font-family list for body text'),
  headingFontFamily: z.string().min(1).max(200).describe('CSS font-family list for headings'),
  baseFontSizePx: z.number().int().min(12).max(24).describe('Root font size in CSS pixels'),
});
export type PartnerTypography = z.infer<typeof partnerTypographySchema>;

export const partnerOptionsSchema = z.object({
  views: z.array(partnerViewSchema).describe('Views (bottom-menu tabs) the partner enables'),
  description: z.object({
    splashSubTitle: z.string().max(200).nullable().describe('Sub-title on the splash screen'),
    // Not in the spec: the spec's sub-title is Portuguese, and an English
    // visitor should not meet the one Portuguese line on the landing (issue 29).
    splashSubTitleInEnglish: z
      .string()
      .max(200)
      .nullable()
      .optional()
      .describe('The sub-title for an English visitor; without it they read the app’s own'),
  }),
  colors: partnerColorsSchema,
  showMenuLabels: z.boolean().describe('Show text labels under the bottom-menu icons'),
  typography: partnerTypographySchema,
});
export type PartnerOptions = z.infer<typeof partnerOptionsSchema>;

/** URL-safe partner slug, as used in sub-domains and the partnerId query parameter. */
export const partnerSlugSchema = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/u)
  .describe('Lowercase letters, digits and hyphens');

/**
 * The partner's logo: a same-origin path to an SVG the web app serves, never an
 * outside address, so a partner page loads nothing from elsewhere (decision 073).
 */
export const partnerLogoUrlSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.svg$/u)
  .describe('Same-origin path of an SVG logo, e.g. "/partners/mercado-azul.svg"');

export const partnerSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(100),
  slug: partnerSlugSchema,
  options: partnerOptionsSchema,
  logoUrl: partnerLogoUrlSchema.nullable(),
  placeIds: z.array(z.string()).describe('Places (shops) of this partner'),
});
export type Partner = z.infer<typeof partnerSchema>;

// --- GET partner/{slug or id} -------------------------------------------------

export const partnerParamsSchema = z.object({
  slugOrId: z.string().min(1).max(100).describe('Partner slug or partner id (uuid)'),
});
export type PartnerParams = z.infer<typeof partnerParamsSchema>;

export const partnerResponseSchema = dataEnvelope(partnerSchema);
export type PartnerResponse = z.infer<typeof partnerResponseSchema>;
