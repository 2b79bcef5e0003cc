// The frame of every step screen (login, registration, e-mail challenge): a
// header with back and progress, the heading, then the step's own content.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { IconButton } from './icon-button';
import { BrandMark } from './brand-mark';
import styles from './step-layout.module.css';

export { styles as stepStyles };

export function BackIconButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return <IconButton icon="back" label={t('common.back')} onClick={onClick} disabled={disabled} />;
}

export function StepLayout({
  pageTitle,
  title,
  subtitle,
  onBack,
  backDisabled,
  progress,
  headerEnd,
  brand = false,
  children,
}: {
  /** The browser tab's title (React hoists the <title> into <head>). */
  pageTitle: string;
  title: string;
  subtitle?: ReactNode;
  onBack?: () => void;
  backDisabled?: boolean;
  /** Step counter shown in the header ("Etapa 2 de 8"). */
  progress?: { current: number; total: number };
  headerEnd?: ReactNode;
  /** The Rosto mark in the header, for pages reached from outside (e-mail links). */
  brand?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main id="main" className={styles.page}>
      <title>{pageTitle}</title>
      <div className={styles.header}>
        <div>
          {onBack && <BackIconButton onClick={onBack} disabled={backDisabled} />}
          {brand && !onBack && (
            <span className={styles.brand}>
              <BrandMark size={36} labelled />
            </span>
          )}
        </div>
        <div className={styles.headerCenter}>
          {progress && (
            <>
              <span className={styles.stepLabel}>
                {t('steps.counter', { current: progress.current, total: progress.total })}
              </span>
              <div
                className={styles.progress}
                role="progressbar"
                aria-label={t('steps.progress')}
                aria-valuemin={1}
                aria-valuemax={progress.total}
                aria-valuenow={progress.current}
              >
                <div
                  className={styles.progressBar}
                  style={{ width: `${(progress.current / progress.total) * 100}%` }}
                />
              </div>
            </>
          )}
        </div>
        <div>{headerEnd}</div>
      </div>
      <div className={styles.intro}>
        <h1 className={styles.title} tabIndex={-1} data-step-heading>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {children}
    </main>
  );
}
