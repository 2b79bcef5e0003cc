// The robot check of the sign-in and sign-up starts (docs/spec/account-checklist.md §2: "invisible/
// visible captcha when enabled"). The invisible reCAPTCHA runs first. When it
// fails (its script, or the server's refusal of its score) and the visible
// checkbox has a key, the checkbox appears in the form and the next submit
// sends its token instead (decision 040 §10). A checkbox token is good for one
// call, so the widget is drawn anew after each.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { visibleCaptchaOffered } from '../../lib/api-client';
import {
  type CaptchaAction,
  captchaToken,
  hasVisibleCaptcha,
  renderVisibleCaptcha,
} from '../../lib/captcha';
import { errorCode } from '../../lib/error-text';

export interface CaptchaProof {
  recaptcha: string | null;
  recaptchaKind?: 'visible';
}

function VisibleCaptcha({ onToken }: { onToken: (token: string | null) => void }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // reCAPTCHA draws into an empty element of its own, which React never touches.
    const target = document.createElement('div');
    element.append(target);
    renderVisibleCaptcha(target, {
      onToken: (token) => onToken(token),
      onExpired: () => onToken(null),
    }).catch(() => setFailed(true));
    return () => target.remove();
  }, [onToken]);
  return (
    <div role="group" aria-label={t('login.captchaVisibleLabel')}>
      <p>{t(failed ? 'login.captchaVisibleFailed' : 'login.captchaVisibleHint')}</p>
      <div ref={container} />
    </div>
  );
}

export function useCaptchaCheck(action: CaptchaAction) {
  const [visible, setVisible] = useState(false);
  const [round, setRound] = useState(0);
  const [visibleToken, setVisibleToken] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const showCheckbox = () => {
    setVisible(true);
    setVisibleToken(null);
    setRound((value) => value + 1);
  };

  /** The proof for the next call; null when there is none (the screen then says so). */
  const proof = async (): Promise<CaptchaProof | null> => {
    setMissing(false);
    if (visible) {
      if (!visibleToken) {
        setMissing(true);
        return null;
      }
      // Spent by this call: the next one needs a new tick.
      showCheckbox();
      return { recaptcha: visibleToken, recaptchaKind: 'visible' };
    }
    try {
      return { recaptcha: await captchaToken(action) };
    } catch {
      if (hasVisibleCaptcha()) showCheckbox();
      setMissing(true);
      return null;
    }
  };

  /** After a refusal: true when it turned the checkbox on (the screen asks for the tick). */
  const refused = (error: unknown): boolean => {
    if (errorCode(error) !== 'GOOGLE_RECAPTCHA' || !hasVisibleCaptcha()) return false;
    if (!visibleCaptchaOffered(error)) return false;
    showCheckbox();
    setMissing(true);
    return true;
  };

  const widget = visible ? <VisibleCaptcha key={round} onToken={setVisibleToken} /> : null;
  return { proof, refused, missing, widget };
}
