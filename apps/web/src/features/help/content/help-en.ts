// The help centre's articles in English: the translation of help-pt-br.ts,
// changed with it (decision 069); slugs are shared.
import type { HelpContent } from './help-article';

export const helpEn: HelpContent = {
  topics: [
    { id: 'paying', title: 'Paying with your face' },
    { id: 'cards', title: 'Cards' },
    { id: 'security', title: 'Security and privacy' },
    { id: 'account', title: 'Account and sign-up' },
  ],
  articles: [
    {
      slug: 'como-pagar-com-o-rosto',
      topic: 'paying',
      title: 'How paying with your face works',
      summary: 'From the till to the receipt: what happens when you pay with your face.',
      html: `<p>At a partner shop, tell the cashier you will pay with your face. They key the amount into the shop's terminal and you look at the camera. Rosto compares the photo with the face you registered and, if it is you, the purchase is paid with the card you pick on the terminal's screen.</p>
<ul>
<li>To pay you need a registered face and at least one validated card in your <a href="/carteira">Wallet</a>.</li>
<li>Above your limit, or when the shop asks for it, the terminal asks for your 4-digit PIN (see <a href="/ajuda/para-que-serve-a-senha">What the PIN is for</a>).</li>
<li>Every payment shows in <a href="/pagamentos">Payments</a>, with its receipt and the shop on a map.</li>
</ul>
<p>You can pause paying with your face at any time in <a href="/perfil/limites">Profile &gt; Payment limits</a>: while paused, no shop accepts your face. See where to pay in <a href="/ajuda/lojas">Partner shops</a>.</p>`,
    },
    {
      slug: 'para-que-serve-a-senha',
      topic: 'paying',
      title: 'What the PIN is for',
      summary: 'The 4-digit PIN confirms larger payments and changes to your account.',
      html: `<p>You choose a 4-digit PIN when you sign up. It is not your card's PIN: it is your Rosto PIN.</p>
<ul>
<li><strong>When paying:</strong> the terminal asks for it when the amount is above the limit you chose in <a href="/perfil/limites">Payment limits</a> (with R$0.00 it asks every time) and at shops that ask for it on every purchase.</li>
<li><strong>In your account:</strong> it is asked to raise a limit, to pay with your face again after a pause, to replace your face photo and to delete your account.</li>
</ul>
<p>After a few wrong tries in a row the PIN locks for a while; the screen says how many tries are left. If you forget it, choose a new one in <a href="/perfil/redefinir-pin">Profile &gt; Change password</a> with a code sent by SMS. Never tell anyone your PIN, not even someone who says they are from Rosto.</p>`,
    },
    {
      slug: 'pagamentos-e-estornos',
      topic: 'paying',
      title: 'Payments, cancellations and refunds',
      summary: 'Where to see your payments and what to do if something is wrong.',
      html: `<p>All your face payments are in <a href="/pagamentos">Payments</a>, newest first, with amount, date and time, shop and card. The receipt also shows the shop on a map.</p>
<h2>Cancellations and refunds</h2>
<p>The shop cancels or refunds a purchase, in full or in part, from its portal. The money goes back to the card you used, within the card issuer's time. A canceled payment shows as <strong>Canceled</strong> in the list and on the receipt.</p>
<h2>Don't recognise a payment?</h2>
<p>Open the payment in <a href="/pagamentos">Payments</a> and tap <strong>Help</strong>. Choose what happened (for example, a wrong amount or a purchase you did not make) and we open a prefilled ticket for our support team. If you think someone used your account, pause paying with your face in <a href="/perfil/limites">Payment limits</a> at once.</p>`,
    },
    {
      slug: 'cartoes-e-validacao',
      topic: 'cards',
      title: 'Adding and validating a card',
      summary: 'Which cards you can use and how we check that a card is yours.',
      html: `<p>In your <a href="/carteira">Wallet</a> you add credit cards, food-voucher cards and partner shops' own cards. Cards are stored protected: never the full number nor the security code (CVV).</p>
<h2>Validation</h2>
<p>Before a credit card can pay by face, we check that it is yours:</p>
<ul>
<li><strong>Small charge:</strong> we make a charge between R$0.01 and R$10.00 on the card. Find the amount on your statement or in your bank's app and type it into Rosto. An amount outside that range is refused without using up a try.</li>
<li><strong>Security code:</strong> when the card does not take the charge, we ask for the CVV.</li>
</ul>
<p>Tries are limited; when they run out the card is blocked for validation. A card declined by the bank or under review shows the reason on its page in the Wallet.</p>`,
    },
    {
      slug: 'seguranca-e-foto-do-rosto',
      topic: 'security',
      title: 'Security and what your face photo is used for',
      summary: 'How the photo is used, kept and deleted, and how we protect your account.',
      html: `<p>Your face photo is biometric data, which the LGPD treats as sensitive personal data. We use it only to:</p>
<ul>
<li>confirm that it is you paying, at the shop's terminal;</li>
<li>check that the photo is of a real person (liveness), not a photo, video or mask;</li>
<li>stop one person from opening several accounts and protect your account against fraud.</li>
</ul>
<p>From the photos we make a face template. Photos and template are stored encrypted, apart from your sign-up data, with restricted access. We never sell your photo or use it for advertising.</p>
<h2>For how long</h2>
<ul>
<li>While your account is active. When you delete your account in the app, the photo and template are erased at once.</li>
<li>When you replace your photo, the old one no longer identifies you; it is kept only as evidence if a payment is disputed, for 180 days, then erased.</li>
<li>If you start the face sign-up and do not finish it, the photo is erased within 24 hours.</li>
</ul>
<p>Replacing your face photo asks for your PIN and a code by SMS. The details are in the <a href="/politica-de-privacidade#retencao">Privacy Policy</a>.</p>`,
    },
    {
      slug: 'seus-direitos-lgpd',
      topic: 'security',
      title: 'Your LGPD rights and how to use them in the app',
      summary: 'Download your data, correct it, delete your account and other requests.',
      html: `<p>The LGPD gives you, among others, the right to access, correct, take and ask for the erasure of your data, and to withdraw your consent.</p>
<ul>
<li><strong>See and download your data:</strong> in <a href="/perfil/meus-dados">Profile &gt; Download my data</a> you get a file with what we keep about you (sign-up, limits, cards with their last 4 digits only, and payments).</li>
<li><strong>Correct:</strong> change your e-mail in <a href="/editar-conta">Profile &gt; E-mail</a>; for other data, open a ticket through Support in your Profile.</li>
<li><strong>Delete your account:</strong> in <a href="/perfil/excluir-conta">Profile &gt; Delete account</a>, with your PIN or a code by SMS. Biometric data is erased at once; what the law requires us to keep (such as payment records) is kept for the legal period.</li>
<li><strong>Review of an automated decision and other requests:</strong> through Support in your Profile, or the e-mail address in the Privacy Policy.</li>
</ul>
<p>Read the full list in <a href="/politica-de-privacidade#direitos">Your rights as a data subject</a>.</p>`,
    },
    {
      slug: 'cadastro-do-rosto',
      topic: 'account',
      title: 'Registering your face: tips, and what to do if it fails',
      summary: 'How to take a good photo and why a sign-up may be refused.',
      html: `<p>When you sign up, Rosto takes photos of your face and asks for a small head movement, to know you are a real person.</p>
<ul>
<li>Stand somewhere well lit, without strong light behind you.</li>
<li>Take off caps, hats and sunglasses; if you wear glasses, the app asks for one photo with them and one without.</li>
<li>Hold the phone at eye level and follow what the screen asks.</li>
</ul>
<p>A sign-up may be refused when the photo is dark or blurred, when the liveness check fails or when the face is already in another account; in that case a person on our team reviews it. Many failed tries may block new ones for a few days. See <a href="/ajuda/seguranca-e-foto-do-rosto">what the photo is used for</a>.</p>`,
    },
    {
      slug: 'codigos-por-sms-e-ligacao',
      topic: 'account',
      title: 'Codes by SMS and by call',
      summary: 'The code did not arrive, or you reached the limit of codes.',
      html: `<p>To confirm the phone is yours, we send a 6-digit code by SMS. It is valid for 10 minutes.</p>
<ul>
<li>If the SMS does not arrive, wait for the countdown on the screen and ask for another, or ask for the code by call.</li>
<li>To protect your account there is a limit of codes per hour. The screen says how long is left; past the SMS limit, the code may still come by call.</li>
<li>Check that the number is right and that the phone has signal.</li>
</ul>
<p>Never give the code to anyone: Rosto never asks for codes by phone, message or e-mail.</p>`,
    },
  ],
};
