// /validation (docs/spec/account-checklist.md §2): the face validation result by status, read
// from what this device's last capture left (it survives a reload) and the
// profile. Close logs out, or goes back to the profile when the user came
// from there.
import '../../../lib/locales/face';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/use-logout';
import { profileQueryOptions, useProfile } from '../../../lib/user-profile';
import { ValidationResult } from '../components/validation-result';
import { clearFaceFlow, updateFaceFlow, useFaceFlow } from '../stores/face-store';
import { faceOrigin, validationStatus, validationViewOf } from '../utils/face-outcome';

export function FaceValidationRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const stored = useFaceFlow();
  const fromProfile =
    faceOrigin(new URLSearchParams(location.search), location.state) === 'profile';
  // From the profile, the capture just made speaks: a replacement under review
  // leaves the profile saying SUCCESS for the face still in use (decision 023).
  const view = validationViewOf(
    fromProfile
      ? (stored.faceStatus ?? profile?.userFaceStatus ?? null)
      : validationStatus(stored.faceStatus, profile?.userFaceStatus),
  );

  // Nothing was ever captured: the capture is what is missing.
  if (!view) return <Navigate to={paths.registerFace.getHref()} replace />;

  const close = () => {
    if (fromProfile) {
      void navigate(paths.profile.getHref(), { replace: true });
      return;
    }
    // The logout also ends the registration in progress (its store forgets it).
    clearFaceFlow();
    logout();
  };

  return (
    <>
      <title>{t('validation.pageTitle')}</title>
      <ValidationResult
        view={view}
        limitReached={stored.livenessAttemptsLimitReached}
        blockedDays={stored.blockedDays}
        errorCode={stored.errorCode}
        onClose={close}
        closeSignsOut={!fromProfile}
        onContinue={() => {
          // The registration's journey ends here; a later capture from the
          // profile goes back to the profile.
          updateFaceFlow({ registerIntentionId: null });
          // The guards read the profile: it must know the face is done before /home.
          void queryClient
            .invalidateQueries({ queryKey: profileQueryOptions().queryKey })
            .finally(() => void navigate(paths.home.getHref(), { replace: true }));
        }}
        onRetry={() => void navigate(paths.registerFace.getHref())}
      />
    </>
  );
}
