// What still works once a cap refuses a code (issue 29, decision 074): a call,
// when the refusal says its own lane is open, and the help centre.
import { useTranslation } from '../../lib/i18n';
import { helpArticleSlugs, helpCentreHref } from '../../lib/help-centre';
import { ConfiguredLink } from './external-link';
import { stepStyles } from './step-layout';

export function CodeCapActions({
  callOffered,
  onCall,
}: {
  /** The refusal's `callAvailable`. */
  callOffered: boolean;
  /** Sends the code again, by call. */
  onCall: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span className={stepStyles.errorActions}>
      {callOffered && (
        <button type="button" className="link-button" onClick={onCall}>
          {t('code.callOnCpf')}
        </button>
      )}
      <ConfiguredLink href={helpCentreHref(helpArticleSlugs.codes)} className="link-button">
        {t('code.helpCentre')}
      </ConfiguredLink>
    </span>
  );
}
