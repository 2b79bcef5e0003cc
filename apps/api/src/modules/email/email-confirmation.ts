// E-mail confirmation (docs/spec/account-checklist.md §2 /validar-email): a link with a random
// token goes to the address; the page asks the CPF, and the token counts only
// with the CPF of its owner, unused, unexpired, and while the address is unchanged.
// A partner's customer gets a mail that names the partner and a link that
// opens the app under its brand (decision 076).
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@rosto/contract/errors';
import { escapeHtml } from '@rosto/contract/html';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import type { Mailer } from '../../plugins/app/messaging';
import type { PartnersRepository } from '../partners/repository';
import type { EmailTokensRepository } from './token-repository';
import type { UserRow, UsersRepository } from '../user/repository';

export const EMAIL_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Links one account may ask for in an hour: the address may belong to someone else. */
export const EMAIL_LINKS_PER_HOUR = 5;
/** Wrong CPFs a link takes before it is spent (as many as a phone code's tries). */
export const EMAIL_LINK_CPF_TRIES = 5;
/** The web app's e-mail challenge page. */
export const EMAIL_CHALLENGE_PATH = '/validar-email';

export interface EmailConfirmation {
  /**
   * Sends a link to the user's current address: `${linkBase}/${token}`; by
   * default the challenge page at PUBLIC_URL (`linkBaseAt` for another origin).
   * A partner's customer gets `?partner=<slug>` after it, the query the web
   * app picks a brand by (decision 076).
   */
  sendLink(
    user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language' | 'partnerId'>,
    linkBase?: string,
  ): Promise<void>;
  /** The challenge page at `origin` (the app's address the request came to: http/link-origin.ts). */
  linkBaseAt(origin: string): string;
  /** Confirms the address the token was sent to, or answers EMAIL_VALIDATION_TOKEN_INVALID. */
  validate(token: string, cpf: string): Promise<void>;
  /**
   * The link base taken from a client's confirmationURL: null when it points
   * outside the app (another origin than `origin`, PUBLIC_URL's by default,
   * or a query or fragment the token cannot follow).
   */
  linkBaseFrom(confirmationURL: string, origin?: string): string | null;
}

export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

const confirmationTexts = {
  'pt-BR': {
    subject: 'Confirme seu e-mail no Rosto',
    partnerSubject: (partner: string) => `${partner}: confirme seu e-mail no Rosto`,
    hello: (name: string) => `Olá, ${name}!`,
    intro:
      'Para confirmar este e-mail na sua conta Rosto, abra o link abaixo. ' +
      'Vamos pedir o seu CPF para ter certeza de que é você.',
    partnerIntro: (partner: string) =>
      `Para confirmar este e-mail na conta Rosto que você usa para pagar com o rosto nas lojas ${partner}, ` +
      'abra o link abaixo. Vamos pedir o seu CPF para ter certeza de que é você.',
    button: 'Confirmar meu e-mail',
    outro: 'O link vale por 7 dias. Se você não pediu esta confirmação, ignore esta mensagem.',
  },
  en: {
    subject: 'Confirm your e-mail on Rosto',
    partnerSubject: (partner: string) => `${partner}: confirm your e-mail on Rosto`,
    hello: (name: string) => `Hello, ${name}!`,
    intro:
      'To confirm this e-mail address on your Rosto account, open the link below. ' +
      'We will ask for your CPF to make sure it is you.',
    partnerIntro: (partner: string) =>
      `To confirm this e-mail address on the Rosto account you use to pay with your face at ${partner} shops, ` +
      'open the link below. We will ask for your CPF to make sure it is you.',
    button: 'Confirm my e-mail',
    outro:
      'The link is valid for 7 days. If you did not ask for this confirmation, ' +
      'you can ignore this message.',
  },
} satisfies Record<Locale, unknown>;

/** The mail with `link`; `partnerName` for a partner's customer (its brand's name, not a word to translate). */
export function confirmationEmail(
  firstName: string,
  link: string,
  language: Locale,
  partnerName: string | null = null,
) {
  const texts = confirmationTexts[language];
  const { hello, button, outro } = texts;
  const subject = partnerName ? texts.partnerSubject(partnerName) : texts.subject;
  const intro = partnerName ? texts.partnerIntro(partnerName) : texts.intro;
  return {
    subject,
    text: `${hello(firstName)}\n\n${intro}\n\n${link}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(hello(firstName))}</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${button}</a></p><p>${outro}</p>`,
  };
}

export interface EmailConfirmationDeps {
  tokens: EmailTokensRepository;
  users: Pick<UsersRepository, 'findById' | 'markEmailValidated'>;
  /** The partner a customer belongs to, for its name and brand in the mail. */
  partners: Pick<PartnersRepository, 'findBySlugOrId'>;
  mail: Mailer;
  clock: Clock;
  /** The app's public URL (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

export function createEmailConfirmation(deps: EmailConfirmationDeps): EmailConfirmation {
  const appOrigin = new URL(deps.publicUrl).origin;
  const invalid = () => new AppError('EMAIL_VALIDATION_TOKEN_INVALID');

  return {
    async sendLink(user, linkBase = `${deps.publicUrl}${EMAIL_CHALLENGE_PATH}`) {
      if (!user.email) throw new Error('sendLink needs a user with an e-mail');
      const now = deps.clock.now();
      const lastHour = new Date(now.getTime() - 60 * 60 * 1000);
      if ((await deps.tokens.countSince(user.id, lastHour)) >= EMAIL_LINKS_PER_HOUR) {
        throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: 60 * 60 });
      }
      const token = randomBytes(32).toString('base64url');
      const row = await deps.tokens.insert({
        userId: user.id,
        email: user.email,
        tokenHash: hashEmailToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
      });
      try {
        const partner = user.partnerId ? await deps.partners.findBySlugOrId(user.partnerId) : null;
        // The slug only: the web app's ?partner= (lib/partner.ts), nothing about the person.
        const brand = partner ? `?partner=${encodeURIComponent(partner.slug)}` : '';
        await deps.mail.send({
          to: user.email,
          ...confirmationEmail(
            user.firstName,
            `${linkBase}/${token}${brand}`,
            user.language,
            partner?.name ?? null,
          ),
        });
      } catch (error) {
        await deps.tokens.remove(row.id);
        throw error;
      }
    },

    async validate(token, cpf) {
      const now = deps.clock.now();
      const row = await deps.tokens.findByHash(hashEmailToken(token));
      const user = row ? await deps.users.findById(row.userId) : null;
      // One answer for a link that is not good, whatever the reason.
      if (!row || !user || user.deleted || user.email !== row.email) throw invalid();
      // Opening the link twice is fine while the address stays confirmed.
      if (user.cpf === cpf && row.usedAt && user.emailValidated) return;
      if (user.cpf !== cpf) {
        // Only the link's holder (the mailbox's owner) learns that the link
        // is good and the CPF is not, and only EMAIL_LINK_CPF_TRIES times.
        const failures = await deps.tokens.recordCpfFailure(row.id, now, EMAIL_LINK_CPF_TRIES);
        if (failures === null || failures >= EMAIL_LINK_CPF_TRIES) throw invalid();
        throw new AppError('EMAIL_VALIDATION_CPF_MISMATCH', {
          additionalData: { remainingAttempts: EMAIL_LINK_CPF_TRIES - failures },
        });
      }
      if (!(await deps.tokens.consume(row.id, now, EMAIL_LINK_CPF_TRIES))) throw invalid();
      if (!(await deps.users.markEmailValidated(user.id, row.email))) throw invalid();
    },

    linkBaseAt: (origin) => `${origin}${EMAIL_CHALLENGE_PATH}`,

    linkBaseFrom(confirmationURL, origin = appOrigin) {
      let url: URL;
      try {
        url = new URL(confirmationURL);
      } catch {
        return null;
      }
      if (url.origin !== origin || url.search !== '' || url.hash !== '') return null;
      if (url.username !== '' || url.password !== '') return null;
      return `${url.origin}${url.pathname.replace(/\/+$/u, '')}`;
    },
  };
}
