// The profile's language switch: the choice is also recorded on the account,
// so that its SMS, calls and e-mails follow it (decision 042). A failure says
// so; the app's own language has changed either way.
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { errorCode, errorText } from '../../../lib/error-text';
import { showSnackbar } from '../../../lib/snackbar';
import { useUpdateLanguage } from '../api/update-language';

export function ProfileLanguageSwitch() {
  const updateLanguage = useUpdateLanguage();
  return (
    <LanguageSwitch
      onSwitch={(language) =>
        updateLanguage.mutate(
          { language },
          {
            onError: (error) => {
              void errorText(errorCode(error)).then((text) =>
                showSnackbar(text, { variant: 'error' }),
              );
            },
          },
        )
      }
    />
  );
}
