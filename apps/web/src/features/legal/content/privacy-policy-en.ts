// English translation of privacy-policy-pt-br.ts, section by section; section ids are the
// Portuguese anchors on purpose (see legal-document.ts).
import type { LegalDocument } from './legal-document';

export const privacyPolicyEn: LegalDocument = {
  title: 'Privacy Policy',
  // Updated for self-service deletion and the data download (decision 025).
  updatedAt: '2026-11-23',
  intro: `<p>This Privacy Policy explains how {{operator.legalName}} processes the personal data of people who use Rosto, the service that lets you pay with your face at partner shops. It follows the Brazilian General Personal Data Protection Law (Lei Geral de Proteção de Dados Pessoais, LGPD, Law No. 13,709/2018).</p>
<p>Because Rosto uses face recognition, we process biometric data, which the LGPD treats as sensitive personal data. For this reason, we take particular care to explain how this data is used, protected and deleted. Technical terms are explained in the <a href="#glossario">Glossary</a> at the end.</p>`,
  sections: [
    {
      id: 'quem-somos',
      heading: 'Who we are and whom this Policy applies to',
      html: `<p><strong>{{operator.legalName}}</strong>, CNPJ {{operator.cnpj}}, registered at {{operator.address}} (“Rosto”, “we”, “us”), is the controller of the personal data processed in Rosto, that is, the one who decides how and for what purposes this data is used.</p>
{{operator.exampleNote}}
<p>This Policy applies to everyone who registers for and uses Rosto, in the app, on the website and at partner shops, including the versions of Rosto under partners' brands (white label). When a partner processes your data for its own purposes (for example, in its loyalty programme), the partner is the controller of that data, and the partner's privacy policy applies.</p>
<p>Rosto is intended exclusively for people aged 18 or over and does not knowingly collect data from children or adolescents. If we learn that an account belongs to a person under 18, we will close the account and delete the data, except where the law requires it to be kept.</p>
<p>This Policy supplements the <a href="/termos-de-uso">Terms of Use</a>.</p>`,
    },
    {
      id: 'dados-coletados',
      heading: 'What data we collect',
      html: `<h3>Identification and registration</h3>
<ul>
<li>full name and CPF;</li>
<li>the date and time you accepted the Terms of Use;</li>
<li>if you came through a partner, the record of when and through whom you authorised your data to be sent (opt-in);</li>
<li>whether you wear glasses, to guide the capture of your face photos;</li>
<li>your 4-digit PIN, stored in protected form.</li>
</ul>
<h3>Contact</h3>
<ul>
<li>mobile number, confirmed with a code sent by SMS or phone call;</li>
<li>e-mail address, confirmed through a link.</li>
</ul>
<h3>Biometric data (sensitive personal data)</h3>
<ul>
<li>photos of your face taken at registration (with and without glasses, where applicable) and crops of those photos;</li>
<li>the face template generated from those photos;</li>
<li>images of your face captured by the shop's device at the time of payment, for comparison with your template;</li>
<li>the results of the checks: liveness, face comparison and the biometric score calculated by an identity verification provider.</li>
</ul>
<h3>Device and usage</h3>
<ul>
<li>a device identifier created by the app and stored on your device, the operating system and its version, the device model or name and the browser (user agent);</li>
<li>IP address, date and time of access (access logs) and the app version;</li>
<li>app usage events, such as screens visited and steps completed, recorded by us to improve the service.</li>
</ul>
<h3>Location</h3>
<p>We record the location of the shop where you paid (the shop's name, address and coordinates), to show the receipt and the map. This is the location of the shop, not of your device.</p>
<h3>Payment methods</h3>
<ul>
<li>credit cards: name printed on the card, brand, issuer, expiry month and year, billing postcode (CEP, optional), nickname, last four digits and validation status;</li>
<li>store, prepaid, postpaid and partner cards: also the card name, the shop or association the card is linked to, your date of birth (when the issuer requires it) and the balance or credits reported by the issuer;</li>
<li>food-voucher cards: also the issuer and the benefit programme;</li>
<li>the amount you enter when validating by small charge and the number of attempts.</li>
</ul>
<p><strong>We never store the full card number or the security code (CVV).</strong> These data are passed on, over an encrypted connection, to the card processor, which returns a token to us: a code that represents the card and only has value within the processor's system. We keep only the token and the last four digits, in addition to the information above.</p>
<h3>Transactions</h3>
<p>Date, time, amount, shop, payment method used (brand and last four digits), status (approved or cancelled), cancellation date and the result of the face recognition for the transaction.</p>
<h3>Customer support</h3>
<p>What you tell us through the Help Centre, by e-mail or through forms (including account closure requests and transaction disputes), with the data that comes with the request, such as the address of the page you were on.</p>
<h3>Where the data comes from</h3>
<ul>
<li>from you, at registration and when you use the app;</li>
<li>from your device, automatically;</li>
<li>from partner shops, at the time of payment (image of your face, amount and purchase details);</li>
<li>from the partners through which you came to Rosto (name, CPF and phone number, with your authorisation);</li>
<li>from card processors and issuers and from store-card and food-voucher partners (token, card status, balance and whether a card is linked to your CPF);</li>
<li>from the identity verification provider (biometric score and verification result).</li>
</ul>`,
    },
    {
      id: 'finalidades',
      heading: 'What we use your data for',
      html: `<p>The table below shows each purpose, the data used and the LGPD legal basis that authorises it (article 7 for personal data and article 11 for sensitive personal data, such as biometric data).</p>
<table>
<thead>
<tr><th>Purpose</th><th>Data</th><th>Legal basis (LGPD)</th></tr>
</thead>
<tbody>
<tr><td data-label="Purpose">Create and maintain your account and allow sign-in with the code sent to your mobile phone</td><td data-label="Data">Identification, contact, PIN, device</td><td data-label="Legal basis (LGPD)">Performance of a contract (art. 7, V)</td></tr>
<tr><td data-label="Purpose">Register your face and identify you when you pay with your face</td><td data-label="Data">Biometric data</td><td data-label="Legal basis (LGPD)">Specific and highlighted consent (art. 11, I)</td></tr>
<tr><td data-label="Purpose">Verify your identity at registration and during use, with liveness checks and a biometric score check by a third-party provider, and prevent fraud</td><td data-label="Data">Identification, biometric data, device, transactions</td><td data-label="Legal basis (LGPD)">Fraud prevention and the security of the data subject in identification and authentication processes for registration (art. 11, II, “g”); legitimate interest, for non-sensitive data (art. 7, IX)</td></tr>
<tr><td data-label="Purpose">Register, validate and review your payment methods</td><td data-label="Data">Payment methods, identification</td><td data-label="Legal basis (LGPD)">Performance of a contract (art. 7, V); legitimate interest in fraud prevention (art. 7, IX)</td></tr>
<tr><td data-label="Purpose">Process payments, issue receipts and show the shop on a map</td><td data-label="Data">Transactions, payment methods, shop location</td><td data-label="Legal basis (LGPD)">Performance of a contract (art. 7, V)</td></tr>
<tr><td data-label="Purpose">Receive data from partners and run the white-label versions</td><td data-label="Data">Identification, contact, opt-in record</td><td data-label="Legal basis (LGPD)">Consent (art. 7, I); performance of a contract (art. 7, V)</td></tr>
<tr><td data-label="Purpose">Support you and handle disputes and account closure requests</td><td data-label="Data">Contact, customer support, transactions</td><td data-label="Legal basis (LGPD)">Performance of a contract (art. 7, V); regular exercise of rights (art. 7, VI)</td></tr>
<tr><td data-label="Purpose">Keep access logs and protect the app against bots and attacks</td><td data-label="Data">Device and usage</td><td data-label="Legal basis (LGPD)">Compliance with a legal obligation (art. 7, II, and art. 15 of the Brazilian Internet Civil Framework, Marco Civil da Internet); legitimate interest (art. 7, IX)</td></tr>
<tr><td data-label="Purpose">Measure usage and improve the app</td><td data-label="Data">Device and usage</td><td data-label="Legal basis (LGPD)">Legitimate interest (art. 7, IX)</td></tr>
<tr><td data-label="Purpose">Send news, offers and satisfaction surveys</td><td data-label="Data">Name, contact, communication preferences</td><td data-label="Legal basis (LGPD)">Legitimate interest, with opt-out at any time (art. 7, IX)</td></tr>
<tr><td data-label="Purpose">Comply with legal obligations and orders from authorities, and defend our rights in proceedings</td><td data-label="Data">The data needed in each case, including biometric data</td><td data-label="Legal basis (LGPD)">Compliance with a legal or regulatory obligation (art. 7, II, and art. 11, II, “a”); regular exercise of rights (art. 7, VI, and art. 11, II, “d”)</td></tr>
</tbody>
</table>
<p>When we rely on legitimate interest, we first assess whether it is overridden by your rights and freedoms, and you can object to that processing (see <a href="#direitos">Your rights</a>). We do not use your biometric data for any purpose other than those stated in this table.</p>`,
    },
    {
      id: 'retencao',
      heading: 'How long we keep your data',
      // docs/spec/account-checklist.md §1 gives two readings (biometric data kept 5 years after the
      // service ends; 10 years in another text). Since self-service deletion (decision 025) the
      // product erases the face at once when the account is deleted, and the text says so. Keep
      // this wording and the Portuguese one identical in substance.
      html: `<p>We keep personal data only for as long as needed for the purposes of this Policy or for the period required by law. After that, it is deleted or anonymised. In this section, “account closure” is the date on which the account is closed, by you or by us; for a registration that was never completed, it is the date of the last registration attempt.</p>
<h3>Biometric data</h3>
<p><strong>Your face photos and your face template are kept while your account is active. When you delete the account in the app (Profile &gt; Information &gt; Delete account), they are deleted at once, together with the photos of any face replacement under review: after the deletion we keep no biometric data of yours.</strong></p>
<p>In practice:</p>
<ul>
<li>when you replace your face photo, the previous one no longer identifies you at payments; it is kept with restricted access, only as evidence should a payment made with it be disputed, for 180 days, and then deleted. A replacement refused at review is deleted at once;</li>
<li>if you take the first photo of the face registration and do not finish the second, that photo is deleted within 24 hours;</li>
<li>if the account is closed in another way (at your request through the Help Centre, or by us), the biometric data stops being used at once and is deleted by the same procedure as a deletion in the app;</li>
<li>if you withdraw your consent to the use of biometrics, we immediately stop using it for payments; since paying with your face is not possible without it, the withdrawal leads to the account being closed and to the deletion described above;</li>
<li>images of your face captured at payments follow the same rule;</li>
<li>after the deletion we keep only records without biometrics: the date of the deletion and an irreversible code computed from your CPF (the CPF cannot be obtained from it), to say that the account was deleted if someone tries to sign in with that CPF. It is erased if you register again.</li>
</ul>
<h3>Other data</h3>
<ul>
<li><strong>Registration, contact and customer support:</strong> while the account is active and for 5 years after closure, for the regular exercise of rights, or for any longer period required by law.</li>
<li><strong>PIN:</strong> deleted when the account is closed.</li>
<li><strong>Transactions and receipts</strong> (including the brand and last four digits of the card used and the shop's location): while the account is active and for 5 years after closure, or for any longer period required by law, such as for tax and accounting obligations.</li>
<li><strong>Card token:</strong> while the card is in your wallet. When you remove the card, the token is deactivated.</li>
<li><strong>App access logs</strong> (IP address, date and time): for 6 months, as required by article 15 of the Internet Civil Framework (Marco Civil da Internet, Law No. 12,965/2014), or longer if there is a court order or an ongoing fraud investigation.</li>
<li><strong>Communication preferences:</strong> while the account is active. We keep the record of your opt-out so that we continue to respect your choice.</li>
<li><strong>Data in your browser:</strong> see <a href="#cookies">Cookies and local storage</a>.</li>
</ul>`,
    },
    {
      id: 'direitos',
      heading: 'Your rights as a data subject',
      html: `<p>The LGPD (article 18) gives you, as the data subject, the right to:</p>
<ul>
<li>confirm whether we process your data;</li>
<li>access your data;</li>
<li>correct incomplete, inaccurate or out-of-date data;</li>
<li>request the anonymisation, blocking or deletion of data that is unnecessary, excessive or processed in breach of the LGPD;</li>
<li>request the portability of your data to another provider, in accordance with the ANPD's regulations;</li>
<li>request the deletion of data processed on the basis of your consent, except where the law provides for it to be kept (article 16 of the LGPD and the section <a href="#retencao">How long we keep your data</a>);</li>
<li>know which public and private entities we share your data with;</li>
<li>be informed that you may refuse consent and of the consequences of refusing. Without consent to biometrics, it is not possible to pay with your face;</li>
<li>withdraw your consent at any time;</li>
<li>object to processing carried out on other legal bases, in the event of non-compliance with the LGPD;</li>
<li>request a review of decisions taken solely on the basis of automated processing (article 20 of the LGPD), as explained in <a href="#decisoes-automatizadas">Automated decisions</a>.</li>
</ul>
<h3>How to exercise your rights</h3>
<p>In the app, under Profile &gt; Information, you can <strong>download a copy of your data</strong> (“Download my data”, a file with everything we keep about you except the face template) and <strong>delete your account at once</strong> (“Delete account”, with your password or a code sent by SMS).</p>
<p>For other requests, or if you prefer, make your request through the Help Centre or by e-mail to <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>, with the subject “Privacidade” (Privacy). To protect you, we may ask for information that confirms your identity before handling the request. Handling your request is free of charge.</p>
<p>Confirmation that we process your data and access to it are provided immediately, in simplified form, or through a complete statement within 15 days (article 19 of the LGPD). Other requests are answered as soon as possible; if we cannot fulfil a request, we will explain why, for example because of a legal retention period.</p>
<p>You may also lodge a complaint with the National Data Protection Authority (Autoridade Nacional de Proteção de Dados, ANPD), through the website <a href="https://www.gov.br/anpd">www.gov.br/anpd</a>, and with consumer protection bodies.</p>`,
    },
    {
      id: 'compartilhamento',
      heading: 'Whom we share your data with',
      html: `<p><strong>We do not sell your personal data.</strong> We share only what is needed for each purpose, with:</p>
<ul>
<li><strong>Card processors and issuers, card brands and acquirers:</strong> to generate the card token, validate the card (including with the small charge), authorise payments and handle cancellations, refunds and disputes.</li>
<li><strong>Issuers of store, prepaid, postpaid and food-voucher cards:</strong> to check whether a card is linked to your CPF, send the confirmation code to the phone number registered for the card and look up balances and credits.</li>
<li><strong>SMS, phone call and e-mail providers:</strong> to send verification codes, confirmation links, notices and review results.</li>
<li><strong>Partner shops:</strong> they receive confirmation that the payment was authorised and the purchase details (amount, date and masked payment method) and, when needed for customer service, your name. They do not receive your face template.</li>
<li><strong>White-label partners:</strong> when you use Rosto under a partner's brand or came to Rosto through a partner, we share with that partner the information needed for the partnership, such as the status of your registration and the record of your authorisation, and we receive from it the registration data you authorised.</li>
<li><strong>Identity verification and biometric score provider:</strong> receives your CPF, your name and your face photos to verify your identity and calculate a risk score, used for fraud prevention.</li>
<li><strong>Face recognition and liveness technology providers:</strong> they act as processors and process biometric data only in accordance with our instructions.</li>
<li><strong>Infrastructure and service providers:</strong> cloud hosting, customer support tools, maps (to show the shop's location) and bot protection (Google reCAPTCHA), always under contract and with appropriate security safeguards.</li>
<li><strong>Authorities:</strong> when there is a legal or regulatory obligation, a court order or a request from a competent authority, or to defend our rights in proceedings.</li>
<li><strong>Corporate transactions:</strong> in the event of a merger, acquisition or incorporation of Rosto, the data may be transferred to the successor, which will remain bound by this Policy.</li>
</ul>
<p>We do not share your data with shops or partners for them to send you their own advertising.</p>`,
    },
    {
      id: 'decisoes-automatizadas',
      heading: 'Automated decisions',
      html: `<p>Some decisions in Rosto are taken automatically, because they need to be fast and secure:</p>
<ul>
<li><strong>Face recognition at payment:</strong> the system compares the captured image with your template and decides whether the similarity is sufficient to use your wallet.</li>
<li><strong>Validation of your face registration:</strong> checks of photo quality, liveness and match with your identity. Many unsuccessful attempts may block new attempts for a few days.</li>
<li><strong>Fraud scores and biometric score:</strong> used to approve or not your registration, the registration of payment methods and certain transactions, and to block the account in case of risk.</li>
<li><strong>Card validation:</strong> checking the amount of the small charge or the security code, with a limited number of attempts.</li>
</ul>
<p>These decisions use criteria such as the degree of similarity between images, liveness signals, the consistency of registration data, usage history and device information. On request, we will provide clear and adequate information about the criteria and procedures used, subject to commercial and industrial secrets (article 20, paragraph 1, of the LGPD).</p>
<p>You have the right to request a review of decisions taken solely on the basis of automated processing that affect your interests (article 20 of the LGPD). Make your request through the Help Centre or by e-mail to <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>. The review is carried out with the involvement of a person from our team, and we will tell you the outcome.</p>`,
    },
    {
      id: 'comunicacoes',
      heading: 'Marketing messages and satisfaction surveys',
      html: `<p>We may send you, by e-mail, SMS or notification, messages about news and offers from Rosto and from partner shops, as well as satisfaction surveys (for example, after a payment or a support contact). Answering surveys is optional.</p>
<p><strong>You can stop receiving these messages at any time</strong>, through the unsubscribe link in the e-mail, the instructions in the message itself or the Help Centre. Opting out does not affect the messages needed for the service, such as verification codes, security notices, review results and receipts.</p>
<p>Our messages never ask for your PIN, your verification codes or your card details. Be suspicious of messages that ask for this information.</p>`,
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      html: `<p>The web app stores in your browser's local storage only what it needs to work:</p>
<ul>
<li><strong>device identifier:</strong> a random code created by the app that helps us recognise your device and protect your account. It remains stored even after you sign out;</li>
<li><strong>session:</strong> the code that keeps you signed in, deleted when you sign out or when the session expires;</li>
<li><strong>progress:</strong> the registration step where you stopped and the status of your face validation, so that you can continue where you left off. This data is also deleted when you sign out.</li>
</ul>
<p><strong>We do not use advertising cookies</strong> and we do not share browsing data with advertising networks. Usage metrics are recorded by us, on our own servers.</p>
<p>Bot protection (Google reCAPTCHA), used at sign-in and registration, may use cookies and technical information from your browser to tell people from bots, in accordance with Google's privacy policy. The shop map, when shown, is loaded from the map provider, which receives technical data about your connection, such as your IP address.</p>
<p>You can delete this data in your browser settings. If you do, you will be signed out and may have to confirm your mobile number again.</p>`,
    },
    {
      id: 'seguranca',
      heading: 'How we protect your data',
      html: `<p>We adopt technical and administrative measures to protect your data against unauthorised access and against accidental or unlawful destruction, loss, alteration or disclosure (article 46 of the LGPD), including:</p>
<ul>
<li>encryption of data in transit (HTTPS);</li>
<li>card tokenisation: we do not store the full card number or the security code;</li>
<li>biometric data stored in encrypted form, separately from registration data, with access restricted to authorised people;</li>
<li>PIN stored in protected form, never in readable text;</li>
<li>confirmation of your mobile number with a one-time code, device identification and bot protection;</li>
<li>liveness checks, to prevent the use of photos, videos or masks;</li>
<li>contracts with providers that require confidentiality and security;</li>
<li>monitoring of suspicious activity and preventive blocking of the account.</li>
</ul>
<p>No system is completely immune to attacks. If a security incident occurs that may cause you significant risk or harm, we will notify the ANPD and you, as required by article 48 of the LGPD. You also help protect your account: do not share your PIN or your verification codes.</p>`,
    },
    {
      id: 'transferencia-internacional',
      heading: 'International data transfer',
      html: `<p>Some providers (for example, for cloud hosting, message delivery, bot protection and maps) may process data on servers outside Brazil. In these cases, the transfer follows article 33 of the LGPD: we use only the mechanisms provided for by law, such as transfers to countries with an adequate level of protection recognised by the ANPD, contractual clauses that ensure compliance with the LGPD or the other legal grounds, and we require providers to offer a level of protection equivalent to that of this Policy. Biometric data is transferred only with these same safeguards.</p>`,
    },
    {
      id: 'alteracoes',
      heading: 'Changes to this Policy',
      html: `<p>We may update this Policy to reflect changes in the service, the law or our processes. The version in force is always available in the app and on the website, with the date of the last update.</p>
<p>Relevant changes, such as new purposes or new sharing, will be announced at least 15 days in advance, by e-mail or in the app, highlighting what has changed. If the change affects processing based on your consent, you may withdraw your consent if you do not agree (article 8, paragraph 6, and article 9, paragraph 2, of the LGPD).</p>`,
    },
    {
      id: 'central-de-ajuda',
      heading: 'Help Centre and contact',
      html: `<p>For questions, requests about your data or complaints, use the Help Centre in the app (in your Profile, in the Help section) or write to <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>.</p>
<ul>
<li><strong>Controller:</strong> {{operator.legalName}}, CNPJ {{operator.cnpj}}, {{operator.address}}.</li>
<li><strong>Data protection officer (encarregado):</strong> {{operator.dpoName}}; contact by e-mail at <a href="mailto:{{operator.dpoEmail}}">{{operator.dpoEmail}}</a>, with the subject “Privacidade” (Privacy).</li>
</ul>`,
    },
    {
      id: 'foro',
      heading: 'Governing law and venue',
      html: `<p>This Policy is governed by Brazilian law, in particular the LGPD and the Consumer Protection Code.</p>
<p>You may bring any action relating to this Policy in the courts of your place of residence (domicile), under article 101, item I, of the Consumer Protection Code, without prejudice to lodging a complaint with the ANPD or with consumer protection bodies.</p>`,
    },
    {
      id: 'glossario',
      heading: 'Glossary',
      html: `<ul>
<li><strong>ANPD (Autoridade Nacional de Proteção de Dados):</strong> the National Data Protection Authority, the public body responsible for safeguarding personal data protection and supervising compliance with the LGPD.</li>
<li><strong>Anonymisation (anonimização):</strong> the use of reasonable technical means so that data can no longer be associated, directly or indirectly, with a person.</li>
<li><strong>Biometrics (biometria):</strong> physical characteristics specific to each person, such as the face, used to identify them.</li>
<li><strong>Blocking (bloqueio):</strong> temporary suspension of any processing operation, while the data is kept.</li>
<li><strong>Consent (consentimento):</strong> a free, informed and unambiguous statement by which you agree to the processing of your data for a specific purpose.</li>
<li><strong>Controller (controlador):</strong> the party that takes the decisions about the processing of personal data. In Rosto, this is {{operator.legalName}}</li>
<li><strong>Personal data (dado pessoal):</strong> information relating to an identified or identifiable natural person, such as name, CPF or phone number.</li>
<li><strong>Sensitive personal data (dado pessoal sensível):</strong> data on racial or ethnic origin, religious belief, political opinion, membership of a trade union or of a religious, philosophical or political organisation, data concerning health or sex life, and genetic or biometric data, when linked to a natural person.</li>
<li><strong>Automated decision (decisão automatizada):</strong> a decision taken by a system, without human intervention, on the basis of data processing.</li>
<li><strong>Deletion (eliminação):</strong> the permanent removal of data.</li>
<li><strong>Data protection officer (encarregado):</strong> the person appointed by the controller to act as the channel of communication with data subjects and the ANPD.</li>
<li><strong>LGPD:</strong> the General Personal Data Protection Law (Lei Geral de Proteção de Dados Pessoais), Law No. 13,709/2018.</li>
<li><strong>Processor (operador):</strong> the party that processes personal data on behalf of the controller, following its instructions.</li>
<li><strong>Liveness check (prova de vida):</strong> a check that a real, present person is in front of the camera, and not a photo, a video or a mask.</li>
<li><strong>Biometric score (score biométrico):</strong> an indicator calculated by an identity verification provider that estimates the risk of fraud in a face registration.</li>
<li><strong>Face template (template facial):</strong> a numerical representation of the features of a face, generated from a photo and used to recognise the person. The template is not a photo.</li>
<li><strong>Data subject (titular):</strong> the natural person to whom the personal data relates, that is, you.</li>
<li><strong>Token:</strong> a code that replaces the card number and only has value within the card processor's system.</li>
<li><strong>Processing (tratamento):</strong> any operation carried out with personal data, such as collection, use, access, storage, sharing and deletion.</li>
</ul>`,
    },
  ],
};
