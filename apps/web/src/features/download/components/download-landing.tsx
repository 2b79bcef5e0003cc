// The download landing shared by /download and /app-link: store buttons, a QR
// code for visitors on a computer, the where-to-buy link, and a redirect of
// phones to their own store.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BackButton } from '../../../components/ui/back-button';
import { ConfiguredLink, ExternalLink } from '../../../components/ui/external-link';
import { LogoMark } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { whereToUseHref } from '../../../lib/help-centre';
import { isInNativeHost } from '../../../lib/native-bridge';
import { storePlatform } from '../utils/store-platform';
import { QrCode } from './qr-code';
import styles from './download-landing.module.css';

const appleGlyph =
  'M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.9-.9-3.1-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.1 5.5c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z';
const playGlyph = 'M4 2.8v18.4c0 .6.6.9 1.1.6l16-9.2c.5-.3.5-1 0-1.3l-16-9.2C4.6 1.9 4 2.2 4 2.8z';

/** What the QR code points to: the configured URL, else this site's /download. */
function downloadUrl(): string {
  return env.downloadUrl || `${window.location.origin}${paths.download.getHref()}`;
}

export function DownloadLanding({ redirectMobile }: { redirectMobile: boolean }) {
  const { t } = useTranslation();
  const platform = storePlatform(navigator.userAgent);
  const storeUrl =
    platform === 'ios' ? env.appStoreUrl : platform === 'android' ? env.playStoreUrl : null;
  // Inside the native app the visitor already has it: no store redirect.
  const willRedirect = redirectMobile && storeUrl !== null && !isInNativeHost();
  const [redirecting, setRedirecting] = useState(willRedirect);

  useEffect(() => {
    if (!willRedirect || !storeUrl) return;
    window.location.replace(storeUrl);
    // If the store does not open (blocked, offline), show the page after a moment.
    const timer = setTimeout(() => setRedirecting(false), 3000);
    return () => clearTimeout(timer);
  }, [willRedirect, storeUrl]);

  return (
    <div className={styles.page}>
      <title>{t('download.pageTitle')}</title>
      <header className={styles.bar}>
        <BackButton fallback={paths.welcome.getHref()} />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.intro}>
          <LogoMark size={64} />
          <h1 className={styles.title}>{t('download.title')}</h1>
          <p className={styles.subtitle}>{t('download.subtitle')}</p>
        </div>

        {redirecting && (
          <p className={styles.redirecting} role="status">
            <Spinner /> {t('download.redirecting')}
          </p>
        )}

        <ul className={styles.stores} aria-label={t('download.storesLabel')}>
          <li>
            <ExternalLink href={env.appStoreUrl} className={styles.store} sameTab>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <path d={appleGlyph} fill="currentColor" />
              </svg>
              {t('download.appStore')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={env.playStoreUrl} className={styles.store} sameTab>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <path d={playGlyph} fill="currentColor" />
              </svg>
              {t('download.playStore')}
            </ExternalLink>
          </li>
        </ul>

        <section className={styles.qr} aria-labelledby="download-qr-title">
          <QrCode value={downloadUrl()} label={t('download.qrAlt')} />
          <div>
            <h2 id="download-qr-title" className={styles.qrTitle}>
              {t('download.qrTitle')}
            </h2>
            <p className={styles.qrText}>{t('download.qrText')}</p>
          </div>
        </section>

        <ConfiguredLink
          href={whereToUseHref()}
          className={`button button--ghost ${styles.whereToBuy}`}
        >
          {t('download.whereToBuy')}
        </ConfiguredLink>
      </main>
    </div>
  );
}
