// The frame of every page: the document's title, the page's one heading, and
// focus on that heading when the page opens, so a screen reader announces the
// new page after a navigation as it would after a load.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageProps {
  title: string;
  /** Beside the heading: the page's main action. */
  actions?: ReactNode;
  children: ReactNode;
}

export function Page({ title, actions, children }: PageProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <>
      <title>{t('common.pageTitle', { page: title })}</title>
      <div className="page-header">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </>
  );
}
