// The brand of this visit in a header: the partner's logo under its brand
// (an SVG the app serves, see the partner's logoUrl), else the Rosto mark.
import { useTranslation } from '../../lib/i18n';
import { usePartner } from '../../lib/partner';
import { LogoMark } from './logo';

export function BrandMark({ size, labelled = false }: { size: number; labelled?: boolean }) {
  const { t } = useTranslation();
  const { partner } = usePartner();
  if (partner?.logoUrl) {
    return (
      <img
        src={partner.logoUrl}
        width={size}
        height={size}
        alt={labelled ? partner.name : ''}
        className="logo-mark"
      />
    );
  }
  return <LogoMark size={size} label={labelled ? t('common.appName') : undefined} />;
}
