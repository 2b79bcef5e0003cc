// Links that leave the app open in a new tab and say so to screen readers.
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function ExternalLink({
  href,
  className,
  onClick,
  children,
}: {
  href: string;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

/** A configured address: in-app paths navigate inside the app, URLs open a new tab. */
export function ConfiguredLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  );
}
