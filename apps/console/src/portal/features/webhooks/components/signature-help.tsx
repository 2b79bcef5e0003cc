// How the shop's system tells a delivery came from Rosto: the Rosto-Signature
// header (t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">) and what v1 is,
// as code to read or copy, and a line on using it.
import { useTranslation } from 'react-i18next';

export function SignatureHelp() {
  const { t } = useTranslation();
  return (
    <section className="signature-help" aria-labelledby="signature-help-title">
      <h2 id="signature-help-title">{t('portal.webhooks.help.title')}</h2>
      <dl>
        <dt>{t('portal.webhooks.help.header')}</dt>
        <dd>
          <code>Rosto-Signature: t=…,v1=…</code>
        </dd>
        <dt>{t('portal.webhooks.help.signature')}</dt>
        <dd>
          <code>{t('portal.webhooks.help.formula')}</code>
        </dd>
      </dl>
      <p>{t('portal.webhooks.help.text')}</p>
    </section>
  );
}
