// SMS, calls and e-mails in the person's language (decision 042): each of the
// seven templates in pt-BR and English, the language recorded on the account
// (registration, sign-in, the profile's switch) and every sender following it.
// On PGlite and PostgreSQL (TEST_DB).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import {
  dataOf,
  expectError,
  lastCode,
  lastMessage,
  loginConfirm,
  loginStart,
  newDevice,
  registerUser,
  registration,
} from '../../../test/entrance';
import { createPlace } from '../../../test/payments';
import { addCreditCard, visa, walletUser } from '../../../test/wallet';
import type { SmsSender, TextMessage } from '../../plugins/app/messaging';
import { users } from '../../db/schema';
import { createFaceNotices, faceNoticeText } from '../face-review/notices';
import { smsText, voiceText } from '../phone-codes/phone-codes';
import { createPaymentNotices, paymentNoticeText } from '../terminal-payments/payment-notices';
import { createTerminalPaymentsRepository } from '../terminal-payments/repository';
import type { TerminalPaymentRow } from '../terminal-payments/repository';
import { cardReviewText } from '../wallet/card-review';
import type { PaymentMethodRow } from '../wallet/payment-method-view';
import { confirmationEmail } from '../email/email-confirmation';
import { pinResetText } from '../pin/pins';

/** 14:05 in Brasília on 23 November. */
const AT = new Date('2026-11-23T17:05:00Z');

describe('message templates', () => {
  it('sign-in and registration codes: SMS and call', () => {
    expect(smsText('012345', 'login', 'pt-BR')).toBe(
      'Rosto: seu código de verificação é 012345. Ele vale por 10 minutos. Não compartilhe com ninguém.',
    );
    expect(smsText('012345', 'register', 'en')).toBe(
      'Rosto: your verification code is 012345. It is valid for 10 minutes. Do not share it with anyone.',
    );
    expect(smsText('012345', 'face_step_up', 'en')).toBe(
      'Rosto: your code to change your registered face is 012345. It is valid for 10 minutes. Do not share it with anyone.',
    );
    expect(smsText('012345', 'face_step_up', 'pt-BR')).toBe(
      'Rosto: seu código para trocar o rosto cadastrado é 012345. Ele vale por 10 minutos. Não compartilhe com ninguém.',
    );
    expect(smsText('012345', 'senff_card', 'en')).toBe(
      'Rosto: your code to add your Senff card is 012345. It is valid for 10 minutes. Do not share it with anyone.',
    );
    expect(voiceText('012345', 'login', 'pt-BR')).toBe(
      'Olá, aqui é o Rosto. Seu código de verificação é 0 1 2 3 4 5. Repetindo: 0 1 2 3 4 5. Ele vale por 10 minutos. Não compartilhe com ninguém.',
    );
    expect(voiceText('012345', 'account_delete', 'en')).toBe(
      'Hello, this is Rosto. Your verification code is 0 1 2 3 4 5. Once again: 0 1 2 3 4 5. It is valid for 10 minutes. Do not share it with anyone.',
    );
  });

  it('the e-mail confirmation link', () => {
    const link = 'https://app.rosto.test/validar-email/abc';
    expect(confirmationEmail('Ana', link, 'pt-BR')).toEqual({
      subject: 'Confirme seu e-mail no Rosto',
      text:
        'Olá, Ana!\n\nPara confirmar este e-mail na sua conta Rosto, abra o link abaixo. ' +
        'Vamos pedir o seu CPF para ter certeza de que é você.\n\n' +
        `${link}\n\n` +
        'O link vale por 7 dias. Se você não pediu esta confirmação, ignore esta mensagem.\n',
      html:
        '<p>Olá, Ana!</p><p>Para confirmar este e-mail na sua conta Rosto, abra o link abaixo. ' +
        'Vamos pedir o seu CPF para ter certeza de que é você.</p>' +
        `<p><a href="${link}">Confirmar meu e-mail</a></p>` +
        '<p>O link vale por 7 dias. Se você não pediu esta confirmação, ignore esta mensagem.</p>',
    });
    expect(confirmationEmail('Ana <b>', link, 'en')).toEqual({
      subject: 'Confirm your e-mail on Rosto',
      text:
        'Hello, Ana <b>!\n\nTo confirm this e-mail address on your Rosto account, open the link below. ' +
        'We will ask for your CPF to make sure it is you.\n\n' +
        `${link}\n\n` +
        'The link is valid for 7 days. If you did not ask for this confirmation, you can ignore this message.\n',
      html:
        '<p>Hello, Ana &lt;b&gt;!</p><p>To confirm this e-mail address on your Rosto account, open the link below. ' +
        'We will ask for your CPF to make sure it is you.</p>' +
        `<p><a href="${link}">Confirm my e-mail</a></p>` +
        '<p>The link is valid for 7 days. If you did not ask for this confirmation, you can ignore this message.</p>',
    });
  });

  it("the e-mail confirmation link of a partner's customer names the partner (decision 076)", () => {
    const link = 'https://app.rosto.test/validar-email/abc?partner=pao-cia';
    const mail = confirmationEmail('Ana', link, 'pt-BR', 'Pão & Cia');
    expect(mail.subject).toBe('Pão & Cia: confirme seu e-mail no Rosto');
    expect(mail.text).toContain('para pagar com o rosto nas lojas Pão & Cia, abra o link abaixo.');
    // The partner's name is data: escaped in the HTML part.
    expect(mail.html).toContain('nas lojas Pão &amp; Cia, abra o link abaixo.');
    expect(mail.html).toContain(`<a href="${link}">Confirmar meu e-mail</a>`);
    expect(confirmationEmail('Ana', link, 'en', 'Pão & Cia').subject).toBe(
      'Pão & Cia: confirm your e-mail on Rosto',
    );
  });

  it('face change notices, with the time in Brasília as each language writes it', () => {
    const notYou = 'Not you? Contact us in the app.';
    const when = 'Nov 23 at 2:05 PM';
    expect(faceNoticeText('enrolled', AT, 'en')).toBe(
      `Rosto: a face was registered on your account on ${when}. ${notYou}`,
    );
    expect(faceNoticeText('replaced', AT, 'en')).toBe(
      `Rosto: the face registered on your account was changed on ${when}. ${notYou}`,
    );
    expect(faceNoticeText('pending', AT, 'en')).toBe(
      `Rosto: we received a new face for your account on ${when}; it will be reviewed within 2 days. ${notYou}`,
    );
    expect(faceNoticeText('replacement-pending', AT, 'en')).toBe(
      `Rosto: we received a request to change the face on your account on ${when}; ` +
        `it will be reviewed within 2 days and, until then, your current face stays in use. ${notYou}`,
    );
    expect(faceNoticeText('approved', AT, 'en')).toBe(
      `Rosto: the new face on your account was approved on ${when} and is now active. ${notYou}`,
    );
    expect(faceNoticeText('rejected', AT, 'en', 'foto escura')).toBe(
      `Rosto: the new face on your account was not approved (${when}). Reason: foto escura. ` +
        'Please register your face again in the app.',
    );
    expect(faceNoticeText('replacement-rejected', AT, 'en')).toBe(
      `Rosto: the change of the face on your account was not approved (${when}). ` +
        `Your previous face stays in use. ${notYou}`,
    );
    expect(faceNoticeText('approved', new Date('2026-11-23T03:07:00Z'), 'en')).toContain(
      'on Nov 23 at 12:07 AM',
    );

    const naoFoiVoce = 'Não foi você? Fale com a gente pelo app.';
    expect(faceNoticeText('enrolled', AT, 'pt-BR')).toBe(
      `Rosto: um rosto foi cadastrado na sua conta em 23/11 às 14:05. ${naoFoiVoce}`,
    );
    expect(faceNoticeText('rejected', AT, 'pt-BR', 'foto escura')).toBe(
      'Rosto: o novo rosto da sua conta não foi aprovado (23/11 às 14:05). Motivo: foto escura. ' +
        'Cadastre seu rosto de novo pelo app.',
    );
    expect(faceNoticeText('replacement-pending', AT, 'pt-BR')).toBe(
      'Rosto: recebemos um pedido de troca do rosto da sua conta em 23/11 às 14:05; ' +
        `ele passa por uma análise de até 2 dias e, até lá, o rosto atual continua valendo. ${naoFoiVoce}`,
    );
  });

  it('the PIN reset', () => {
    expect(pinResetText('4821', 'pt-BR')).toBe(
      'Rosto: sua nova senha é 4821. Use-a em Perfil > Alterar senha para criar uma senha sua. ' +
        'Não compartilhe com ninguém.',
    );
    expect(pinResetText('4821', 'en')).toBe(
      'Rosto: your new password is 4821. Use it in Profile > Change password to create a password ' +
        'of your own. Do not share it with anyone.',
    );
  });

  it('the card review', () => {
    const card = {
      authorizer: 'VISA',
      lastFour: '1111',
      metadata: null,
    } as unknown as PaymentMethodRow;
    expect(cardReviewText(card, 'MANUAL_APPROVED', 'pt-BR')).toBe(
      'Rosto: seu cartão Visa final 1111 foi aprovado. Abra a carteira no app para validá-lo.',
    );
    expect(cardReviewText(card, 'MANUAL_REJECTED', 'pt-BR', 'cartão de terceiro')).toBe(
      'Rosto: seu cartão Visa final 1111 não foi aprovado. Motivo: cartão de terceiro. ' +
        'Você pode cadastrar outro cartão pelo app.',
    );
    expect(cardReviewText(card, 'MANUAL_APPROVED', 'en')).toBe(
      'Rosto: your Visa card ending in 1111 was approved. Open Cards in the app to validate it.',
    );
    expect(cardReviewText(card, 'MANUAL_REJECTED', 'en', 'cartão de terceiro')).toBe(
      'Rosto: your Visa card ending in 1111 was not approved. Reason: cartão de terceiro. ' +
        'You can add another card in the app.',
    );
    expect(cardReviewText({ ...card, lastFour: null }, 'MANUAL_REJECTED', 'en')).toBe(
      'Rosto: your Visa card was not approved. You can add another card in the app.',
    );
  });

  it('the payment notice, with the money as each language writes it', () => {
    const facts = { placeName: 'Padaria Sol', lastFour: '1111', amountCents: 123_456 };
    expect(paymentNoticeText('paid', { ...facts, language: 'pt-BR' }, AT)).toBe(
      'Rosto: pagamento de R$ 1.234,56 em Padaria Sol com o cartão final 1111, 23/11 às 14:05. ' +
        'Não foi você? Fale com a gente pelo app.',
    );
    expect(paymentNoticeText('canceled', { ...facts, language: 'pt-BR' }, AT)).toBe(
      'Rosto: o pagamento de R$ 1.234,56 em Padaria Sol com o cartão final 1111 foi cancelado em 23/11 às 14:05.',
    );
    expect(paymentNoticeText('paid', { ...facts, language: 'en' }, AT)).toBe(
      'Rosto: payment of R$1,234.56 at Padaria Sol with the card ending in 1111, Nov 23 at 2:05 PM. ' +
        'Not you? Contact us in the app.',
    );
    expect(paymentNoticeText('canceled', { ...facts, lastFour: null, language: 'en' }, AT)).toBe(
      'Rosto: the payment of R$1,234.56 at Padaria Sol was canceled on Nov 23 at 2:05 PM.',
    );
  });
});

describe('the language of messages', () => {
  const clock = fakeClock();
  const ctx = useTestApp({ clock });

  const profileOf = async (token: string) =>
    dataOf<UserProfile>(
      await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }),
    );

  const setLanguage = (token: string, language: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile/language',
      headers: bearer(token),
      payload: { language },
    });

  const storedLanguage = async (userId: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]?.language;

  let signIns = 0;

  /** The whole sign-in of `cpf` on a new device; each step may name a language. */
  async function signIn(
    cpf: string,
    phoneDigits: string,
    languages: { start?: string; confirm?: string } = {},
  ) {
    const deviceUUID = newDevice();
    // A network of its own each time, an hour apart: a phone gets its last codes of
    // the hour only on devices that signed in before (decision 068).
    signIns += 1;
    clock.advance(61 * 60_000);
    const started = dataOf<{ loginIntentionId: string }>(
      await loginStart(
        ctx.app,
        { deviceUUID, cpf, ...(languages.start ? { language: languages.start } : {}) },
        `10.42.${signIns}.1`,
      ),
    );
    const sms = await lastMessage(ctx.app, phoneDigits);
    const signedIn = dataOf<{ token: string; profile: UserProfile }>(
      await loginConfirm(ctx.app, {
        deviceUUID,
        loginIntentionId: started.loginIntentionId,
        otp: await lastCode(ctx.app, phoneDigits),
        ...(languages.confirm ? { language: languages.confirm } : {}),
      }),
    );
    return { sms: sms?.body ?? '', ...signedIn };
  }

  it('is pt-BR for a registration that names none', async () => {
    const { profile, steps } = await registerUser(ctx.app);
    expect(profile.language).toBe('pt-BR');
    expect(await storedLanguage(profile.id)).toBe('pt-BR');
    expect((await lastMessage(ctx.app, steps.email))?.subject).toBe('Confirme seu e-mail no Rosto');
  });

  it('follows the registration: the code in the language asked, the account and its e-mail in English', async () => {
    const steps = registration(ctx.app, { language: 'en', fullName: 'Anne Marie Smith' });
    dataOf(await steps.start());
    dataOf(await steps.setPhone());
    expect((await lastMessage(ctx.app, steps.phone.digits))?.body).toMatch(
      /^Rosto: your verification code is \d{6}\. It is valid for 10 minutes\./u,
    );
    // A resend by call, the person back in Portuguese: the new code follows.
    clock.advance(60_000);
    dataOf(await steps.setPhone({ call: true, language: 'pt-BR' }));
    expect((await lastMessage(ctx.app, steps.phone.digits))?.body).toMatch(
      /^Olá, aqui é o Rosto\. Seu código de verificação é (?:\d ){5}\d\./u,
    );
    dataOf(await steps.confirmPhone());
    dataOf(await steps.setEmail());
    const { profile } = dataOf<{ profile: UserProfile }>(await steps.finish());
    expect(profile.language).toBe('en');
    expect(await storedLanguage(profile.id)).toBe('en');
    const mail = await lastMessage(ctx.app, steps.email);
    expect(mail?.subject).toBe('Confirm your e-mail on Rosto');
    expect(mail?.body).toMatch(/^Hello, Anne!\n\nTo confirm this e-mail address/u);
  });

  it('refuses a language it does not speak', async () => {
    const steps = registration(ctx.app);
    dataOf(await steps.start());
    expectError(await steps.setPhone({ language: 'fr' }), 400, 'VALIDATION_ERROR');
    const { token } = await registerUser(ctx.app);
    expectError(await setLanguage(token, 'es'), 400, 'VALIDATION_ERROR');
    expectError(await setLanguage(token, 'EN'), 400, 'VALIDATION_ERROR');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/user/profile/language',
          payload: { language: 'en' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("at sign-in: the code in the asker's language, the account's recorded once the code is right", async () => {
    const { profile, steps } = await registerUser(ctx.app);
    const cpf = steps.cpf;
    const phone = steps.phone.digits;

    // Asked in English: the code comes in English; the account stays pt-BR until confirmed.
    const first = await signIn(cpf, phone, { start: 'en' });
    expect(first.sms).toMatch(/^Rosto: your verification code is \d{6}\./u);
    expect(first.profile.language).toBe('pt-BR');
    expect(await storedLanguage(profile.id)).toBe('pt-BR');

    // Confirmed in English: recorded, and the next code asked with no language follows it.
    const second = await signIn(cpf, phone, { start: 'en', confirm: 'en' });
    expect(second.profile.language).toBe('en');
    expect(await storedLanguage(profile.id)).toBe('en');
    const third = await signIn(cpf, phone);
    expect(third.sms).toMatch(/^Rosto: your verification code is \d{6}\./u);
    expect(third.profile.language).toBe('en');

    // A confirm in Portuguese records it back.
    const fourth = await signIn(cpf, phone, { start: 'pt-BR', confirm: 'pt-BR' });
    expect(fourth.sms).toMatch(/^Rosto: seu código de verificação é \d{6}\./u);
    expect(fourth.profile.language).toBe('pt-BR');
  });

  it('a switch while signed in is recorded, and the PIN reset, deletion code and e-mail link follow it', async () => {
    const { token, profile, steps } = await registerUser(ctx.app, { fullName: 'John Paul Jones' });
    const phone = steps.phone.digits;

    expect(dataOf<UserProfile>(await setLanguage(token, 'en')).language).toBe('en');
    expect((await profileOf(token)).language).toBe('en');
    // The same language again changes nothing.
    expect(dataOf<UserProfile>(await setLanguage(token, 'en')).language).toBe('en');

    dataOf(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/profile/reset-pin',
        headers: bearer(token),
      }),
    );
    expect((await lastMessage(ctx.app, phone))?.body).toMatch(
      /^Rosto: your new password is \d{4}\. Use it in Profile > Change password/u,
    );

    dataOf(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/profile/delete/code',
        headers: bearer(token),
        payload: { deviceUUID: newDevice(), call: true },
      }),
    );
    expect((await lastMessage(ctx.app, phone))?.body).toMatch(
      /^Hello, this is Rosto\. Your verification code is (?:\d ){5}\d\./u,
    );

    const email = `john-${profile.id.slice(0, 8)}@mail.com`;
    dataOf(
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/profile/email',
        headers: bearer(token),
        payload: { email, confirmationURL: 'http://localhost:3000/validar-email' },
      }),
    );
    const mail = await lastMessage(ctx.app, email);
    expect(mail?.subject).toBe('Confirm your e-mail on Rosto');
    expect(mail?.body).toMatch(/^Hello, John!/u);

    // Back to Portuguese: the next message follows.
    expect(dataOf<UserProfile>(await setLanguage(token, 'pt-BR')).language).toBe('pt-BR');
    dataOf(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/profile/reset-pin',
        headers: bearer(token),
      }),
    );
    expect((await lastMessage(ctx.app, phone))?.body).toMatch(/^Rosto: sua nova senha é \d{4}\./u);
  });

  it('the data export carries the language', async () => {
    const { token } = await registerUser(ctx.app, { language: 'en' });
    const exported = dataOf<{ profile: { language: string } }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile/export',
        headers: bearer(token),
      }),
    );
    expect(exported.profile.language).toBe('en');
  });

  it("the card review's SMS follows the account", async () => {
    const user = await walletUser(ctx.app, {
      fullName: 'Dora Reis',
      allowAddPaymentStatus: 'WAITING_APPROVAL',
    });
    dataOf(await setLanguage(user.token, 'en'));
    const number = visa(4201);
    const added = await addCreditCard(ctx.app, user.token, { number });
    const { id } = added.json<{ data: { id: string } }>().data;
    const decided = await ctx.app.cardReview.decide(id, 'MANUAL_APPROVED');
    expect(decided?.notified).toBe(true);
    expect((await lastMessage(ctx.app, user.profile.phone?.number ?? ''))?.body).toBe(
      `Rosto: your Visa card ending in ${number.slice(-4)} was approved. Open Cards in the app to validate it.`,
    );
  });

  it('the face notices follow the account', async () => {
    const { token, profile } = await registerUser(ctx.app);
    const sent: TextMessage[] = [];
    const sms: SmsSender = {
      send: (message) => {
        sent.push(message);
        return Promise.resolve();
      },
    };
    const notices = createFaceNotices({ users: ctx.app.usersRepository, sms, log: ctx.app.log });
    expect(await notices.send(profile.id, 'approved', AT)).toBe(true);
    dataOf(await setLanguage(token, 'en'));
    expect(await notices.send(profile.id, 'approved', AT)).toBe(true);
    expect(sent.map((message) => message.body)).toEqual([
      faceNoticeText('approved', AT, 'pt-BR'),
      faceNoticeText('approved', AT, 'en'),
    ]);
    expect(sent[1]?.body).toContain('was approved on Nov 23 at 2:05 PM');
  });

  it('the payment notice follows the account', async () => {
    const { token, profile } = await registerUser(ctx.app);
    dataOf(await setLanguage(token, 'en'));
    const place = await createPlace(ctx.database.db, { name: 'Padaria Sol' });
    await ctx.app.customerChanges.settle();
    const facts = await createTerminalPaymentsRepository(ctx.database.db).noticeFacts({
      userId: profile.id,
      placeId: place.id,
      paymentMethodId: null,
      amountCents: 2_390,
    } as TerminalPaymentRow);
    expect(facts).toMatchObject({ language: 'en', lastFour: null, amountCents: 2_390 });

    const sent: TextMessage[] = [];
    const notices = createPaymentNotices({
      sms: {
        send: (message) => {
          sent.push(message);
          return Promise.resolve();
        },
      },
      log: ctx.app.log,
    });
    await notices.send('paid', facts!, AT);
    expect(sent).toEqual([
      {
        to: profile.phone?.number,
        body:
          'Rosto: payment of R$23.90 at Padaria Sol, Nov 23 at 2:05 PM. ' +
          'Not you? Contact us in the app.',
      },
    ]);
  });
});
