// English translation of terms-of-use-br.ts. The Portuguese text prevails (section 20),
// so this one follows it clause by clause and changes only together with it.
export const termsOfUseEn = {
  locale: 'en',
  version: '2026-11-23',
  publishedAt: '2026-11-23T00:00:00-03:00',
  html: `<p>Welcome to Rosto. These Terms of Use (“Terms”) govern the use of the Rosto app and services, which let you pay with your face at partner shops. Please read them carefully. By ticking the acceptance box during registration, you state that you have read and agree to these Terms. If you do not agree, do not complete your registration.</p>

<h2>1. Who we are</h2>
<p>Rosto is provided by <strong>{{operator.legalName}}</strong>, CNPJ {{operator.cnpj}}, registered at {{operator.address}} (“Rosto”, “we”, “us”). To contact us, use the Help Centre in the app or write to <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>.</p>
{{operator.exampleNote}}
<p>These Terms must be read together with the <a href="/politica-de-privacidade">Privacy Policy</a>, which explains how we process your personal data, including biometric data.</p>

<h2>2. Definitions</h2>
<ul>
<li><strong>User</strong> or <strong>you</strong>: the person aged 18 or over who has a Rosto account.</li>
<li><strong>Partner shop</strong>: the shop, restaurant or other business that accepts payment with Rosto.</li>
<li><strong>Partner</strong>: the company that offers Rosto under its own brand or look (white label or private label).</li>
<li><strong>Staff member</strong> (colaborador): a person who works at a partner shop.</li>
<li><strong>Wallet</strong>: the area of the app where your payment methods are kept.</li>
<li><strong>Payment method</strong>: the credit card, food-voucher card or store card (private label, prepaid or postpaid) registered in your wallet.</li>
<li><strong>PIN</strong>: the 4-digit numeric password you create.</li>
<li><strong>Face template</strong>: the numerical representation of the features of your face, generated from your photo and used to recognise you. The template is not a photo.</li>
</ul>

<h2>3. Who may use Rosto</h2>
<ul>
<li>Rosto is intended <strong>exclusively for people aged 18 or over</strong>. By registering, you state that you are 18 or older.</li>
<li>To register, you must provide your own CPF, a Brazilian mobile number that you use and an e-mail address.</li>
<li>Each CPF may have only one account. The account is personal and non-transferable.</li>
<li>If we learn that an account belongs to a person under 18 or was opened with someone else's data, it will be closed.</li>
</ul>

<h2>4. Your registration and your account</h2>
<p>To create your account, you provide:</p>
<ul>
<li>your full name and CPF;</li>
<li>your mobile number, confirmed with a 6-digit code sent by SMS (or, if you prefer, by phone call);</li>
<li>your e-mail address, confirmed through a link we send to it;</li>
<li>a 4-digit PIN;</li>
<li>a photo of your face, taken with the mobile app (face capture is not available in the browser).</li>
</ul>
<p>You agree to provide true, complete and up-to-date information and to keep it that way. You can change your e-mail address in your Profile. To change your mobile number, contact the Help Centre.</p>
<p>You sign in to your account with your CPF and a one-time code sent to your mobile phone.</p>
<h3>4.1 Review of your face registration</h3>
<p>After you send your face photo, we review it to confirm that it is yours and that it was taken of a real person. The review takes from a few minutes up to 2 days, and the result is sent to you by SMS and shown in the app.</p>
<p>If the photo cannot be validated, you can try again. After a certain number of unsuccessful liveness attempts, new attempts are blocked for the number of days shown in the app. This temporary block protects you against fraud attempts.</p>

<h2>5. How paying with your face works</h2>
<ul>
<li>At the till of a partner shop, say that you will pay with Rosto and place your face in front of the camera of the shop's device.</li>
<li>Our system compares the captured image with your face template. If they match, the payment is sent for authorisation on a valid payment method in your wallet that the shop accepts.</li>
<li><strong>Some shops also require your PIN in addition to your face.</strong> Currently the PIN is needed only for staff members of some partner shops; all other users pay with their face only. When the PIN is requested, type it in yourself and do not tell it to anyone.</li>
<li>Approval of the payment also depends on the card issuer (limit, balance, blocks). The issuer may decline a payment even if your face was recognised.</li>
<li>After the payment, the receipt is available under Payments, with the date, time, amount, shop, payment method and, when available, the shop's location on the map.</li>
</ul>
<p>Check the amount stated by the shop before the face recognition. You can always choose another payment method accepted by the shop.</p>
<p>If you have forgotten your PIN, you can reset it in your Profile, in the Security section; a new PIN is sent to you by SMS.</p>

<h2>6. Payment methods and card validation</h2>
<h3>6.1 Accepted payment methods</h3>
<p>You can register in your wallet:</p>
<ul>
<li>credit cards of the accepted brands, shown in the app (currently: Visa, Mastercard, Diners, American Express and Elo);</li>
<li>food-voucher cards accepted by Rosto, shown in the app, which must be used in accordance with the rules of your benefit;</li>
<li>store cards (private label) and prepaid or postpaid cards of shops and partners, when available.</li>
</ul>
<p>You may only register cards of which you are the holder or an authorised user (for example, an additional card). The number of cards per account and the interval between new registrations may be limited; these limits are shown in the app.</p>
<p><strong>We do not store the full card number or the security code (CVV).</strong> These data are passed on to the card processor, which returns an identifier (token) to us. We keep only the token, the last four digits and information such as the brand, expiry date, name printed on the card and nickname.</p>
<h3>6.2 Card validation</h3>
<p>To protect you against fraud, we may ask you to validate your card in one of these ways:</p>
<ul>
<li><strong>Small charge:</strong> we make a charge of a random amount between R$ 0.01 and R$ 10.00 on the card, <strong>refunded automatically within 24 hours</strong>. You look up the amount on your statement or in your bank's app and enter it in Rosto. The number of attempts is limited; if it is exceeded, the card cannot be validated this way, and you can ask the Help Centre for help. When the refund appears on your statement depends on the card issuer. For this validation, the card must be enabled for online purchases and have no blocks.</li>
<li><strong>Security code:</strong> in some cases, we ask only for the card's security code (CVV). It is used only for the check and is not stored by us.</li>
</ul>
<h3>6.3 Card review</h3>
<p>Some card registrations go through a security review. During the review, the card is shown as “in analysis”, and <strong>we give you an answer within 48 hours</strong>. If the registration is not approved, the card is shown as “not validated”; you can ask for more information and for a review of the decision through the Help Centre.</p>
<h3>6.4 Removing a card and your relationship with the issuer</h3>
<p>You can remove credit cards from your wallet at any time. Some partner cards (such as shops' prepaid or postpaid cards) cannot be removed in the app; in that case, contact the Help Centre.</p>
<p>Your relationship with the card issuer (limit, interest, annual fee, statement, balance and benefits) remains governed by your contract with the issuer.</p>

<h2>7. Fees</h2>
<p><strong>Rosto is free for you.</strong> We do not charge consumers any fee, monthly charge or other charge for using the service. The card validation charge is refunded automatically, as described in section 6.2.</p>
<p>Your card's charges (such as interest and annual fees) are set by the issuer, and the cost of internet access is that of your plan with your carrier.</p>

<h2>8. Receipts, discrepancies and disputes</h2>
<p>All your payments are listed under Payments, each with its receipt. Payments cancelled by the shop are shown as cancelled.</p>
<p>If you find a transaction that you do not recognise, with a wrong amount or with any other problem, <strong>let us know within 30 days</strong> of the transaction date, through the Help tab of the receipt, the Help Centre or the e-mail address <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>. We will look into the case, keep you informed and, where appropriate, request the cancellation or refund from the shop and the payment institutions involved.</p>
<p>This period exists so that we can investigate while the transaction records are available and request refunds within the deadlines of the card brands and issuers. It <strong>does not reduce or replace</strong> the rights and time limits guaranteed by the Consumer Protection Code (Código de Defesa do Consumidor, Law No. 8,078/1990), and you may also dispute the charge directly with your card issuer.</p>

<h2>9. Security and your responsibilities</h2>
<p>To keep your account secure, you agree to:</p>
<ul>
<li>not share your PIN or the codes you receive by SMS or phone call with anyone;</li>
<li>keep your mobile phone and e-mail secure, and tell us if you change your number or lose your phone;</li>
<li>register only your own face and not try to deceive the face recognition (with photos, videos, masks or other means);</li>
<li>register only cards that you may legitimately use;</li>
<li>use Rosto only for lawful purposes and in accordance with these Terms;</li>
<li>tell us immediately, through the Help Centre, if you suspect misuse of your account.</li>
</ul>
<p><strong>Rosto never asks for your PIN, your verification codes or your full card details by phone, e-mail, SMS, messaging apps or social media.</strong> Be suspicious of any such contact and talk to us through the official channels.</p>

<h2>10. Biometric data and privacy</h2>
<p>Paying with your face depends on processing biometric data, which the General Personal Data Protection Law (Lei Geral de Proteção de Dados Pessoais, LGPD, Law No. 13,709/2018) treats as sensitive personal data.</p>
<p><strong>By registering your face photo, you give specific and highlighted consent to the processing of your biometric data (face photos and face template) to identify you in payments, verify your identity and prevent fraud, as described in the Privacy Policy.</strong></p>
<p>You can withdraw this consent at any time through the Help Centre. Without it, paying with your face is not possible, so withdrawing it leads to the closure of your account. Withdrawal does not affect payments already made, and some data may be kept for the periods and reasons described in the Privacy Policy.</p>
<p>We process all your personal data in accordance with the LGPD. The <a href="/politica-de-privacidade">Privacy Policy</a> explains what data we collect, what we use it for, whom we share it with, how long we keep it and how you exercise your rights.</p>

<h2>11. Blocking, suspension and closure of the account</h2>
<h3>11.1 Closure at your request</h3>
<p>You can delete your account at any time, free of charge, in two ways:</p>
<ul>
<li><strong>at once, in the app:</strong> in your Profile, under “Delete account”, confirm with your password (or with a code sent by SMS if you have no password). The account is deleted immediately, your face photos and face template are deleted and every session is ended;</li>
<li><strong>through the Help Centre:</strong> in your Profile, under “Delete account”, fill in the request form (or write to <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>);</li>
<li>through the Help Centre, we verify your identity within 1 business day (24 business hours), to prevent someone else from closing your account;</li>
<li>and we send the safety steps to confirm the closure to your e-mail address.</li>
</ul>
<p>After closure, you will no longer be able to pay with your face, and your data will be deleted or kept for the periods described in the Privacy Policy. Pending transactions and disputes will continue to be handled.</p>
<h3>11.2 Blocking or suspension by Rosto</h3>
<p>To protect you, the shops and the service itself, we may block or suspend the account, in whole or in part (for example, by preventing new cards from being registered), when there is:</p>
<ul>
<li>a well-founded suspicion of fraud, of use of the account by someone else or of an attempt to deceive the face recognition;</li>
<li>a breach of these Terms or of the law;</li>
<li>registration data that is false, incomplete or could not be confirmed;</li>
<li>an order from a competent authority.</li>
</ul>
<p>Whenever the law and security allow, we will tell you the reason and what to do to resolve the situation. You can dispute the block and ask for a review of the decision through the Help Centre.</p>
<h3>11.3 Closure by Rosto</h3>
<p>We may close the account in the event of proven fraud, a serious breach of these Terms or a legal requirement, telling you the reason whenever the law allows. If we stop offering the service, we will give you at least 30 days' notice.</p>

<h2>12. Partners and customised versions (white label)</h2>
<p>Rosto may be offered by partner companies with their brand, colours and look (white-label or private-label versions), including within the partner's app. In these cases, the pay-with-your-face service is still provided by Rosto, under these Terms and our Privacy Policy, unless there is a clear notice to the contrary.</p>
<p>If you came to Rosto through a partner, the partner may have sent us some registration data (such as your name, CPF and phone number), with your authorisation, to make your registration easier. The partner's own products, such as store cards or benefit programmes, are also subject to the rules of the partner and of the respective issuer.</p>
<p>Partner shops are the suppliers of the products and services you buy. Questions about price, quality, delivery, exchange and warranty should first be taken up with the shop, without prejudice to the rights that the Consumer Protection Code guarantees you. If you need to, our Help Centre will also guide you.</p>

<h2>13. Availability of the service</h2>
<p>We work to keep Rosto available and secure, but the service may be temporarily unavailable due to maintenance, updates or connection or third-party failures (such as mobile carriers, card processors or the shop's device). Whenever possible, scheduled maintenance takes place at times of lowest use. If paying with your face is not available, you can pay with another method accepted by the shop.</p>
<p>We may update the app, add or remove features and change the shops and payment methods accepted. Relevant changes will be announced in advance.</p>

<h2>14. Liability</h2>
<p>Rosto is liable for damage caused by defects in the provision of its services, in accordance with the Consumer Protection Code and the LGPD.</p>
<p>Under article 14, paragraph 3, of the Consumer Protection Code, Rosto is not liable when it proves that the defect does not exist or that the damage was caused exclusively by you or by third parties, for example:</p>
<ul>
<li>when you share your PIN or your verification codes with someone else, or hand over control of your mobile phone to them;</li>
<li>for declines, limits, interest and charges set by your card issuer.</li>
</ul>
<p><strong>Nothing in these Terms excludes, reduces or limits the rights that the law guarantees you as a consumer.</strong> Any provision that in practice has that effect will have no validity, and the rest of these Terms will remain in force.</p>

<h2>15. Intellectual property and permitted use</h2>
<p>The app, the Rosto brand, the texts, the design and the technology belong to Rosto or its licensors. We grant you a personal, free, non-exclusive and non-transferable licence to use Rosto in accordance with these Terms. You may not:</p>
<ul>
<li>copy, modify, reverse-engineer or try to access non-public parts of the system;</li>
<li>use bots, scripts or other automated means to access the service;</li>
<li>interfere with the security or operation of the service;</li>
<li>use Rosto for unlawful purposes, such as fraud, money laundering or payments on someone else's behalf without authorisation.</li>
</ul>

<h2>16. Communications</h2>
<p>We send the communications needed for the service by SMS, phone call, e-mail or in the app, such as verification codes, registration confirmations, review results and security notices. Keep your e-mail address and mobile number up to date.</p>
<p>We may also send news, offers and satisfaction surveys. You can stop receiving them at any time, through the link or instructions in the message itself or through the Help Centre, without affecting the communications needed for the service.</p>

<h2>17. Changes to these Terms</h2>
<p>We may update these Terms to reflect changes in the service, the law or our processes. The version in force is always available in the app, with the date of the last update.</p>
<p>Relevant changes will be announced at least 15 days in advance, by e-mail or in the app, and we will ask you to accept the new version to continue using the service. Adjustments that do not reduce your rights (such as corrections to wording or contact details) apply from publication. If you do not agree with a change, you can close your account at any time, free of charge. Changes do not apply to transactions made before they come into force.</p>

<h2>18. Governing law and venue</h2>
<p>These Terms are governed by the laws of the Federative Republic of Brazil, in particular the Consumer Protection Code and the LGPD.</p>
<p>You may bring any action relating to these Terms in the courts of your place of residence (domicile), under article 101, item I, of the Consumer Protection Code, and any action by Rosto against you will be brought in the courts of your domicile. Before that, if you prefer, you can seek a solution with us through the Help Centre or through consumer protection bodies such as Procon.</p>

<h2>19. Contact and Help Centre</h2>
<p>Contact us through the Help Centre in the app (in your Profile, in the Help section, or in the Help tab of each receipt) or by e-mail at <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>.</p>
<p>{{operator.legalName}}, CNPJ {{operator.cnpj}}, {{operator.address}}.</p>

<h2>20. General provisions</h2>
<ul>
<li>If any provision of these Terms is held invalid, the others remain valid.</li>
<li>If we do not enforce a rule, this does not mean that we waive the right to enforce it later.</li>
<li>You may not transfer your account or the rights arising from these Terms to anyone else.</li>
<li>These Terms are available in Portuguese and English. In case of any discrepancy, the Portuguese version prevails.</li>
</ul>
`,
} as const;
