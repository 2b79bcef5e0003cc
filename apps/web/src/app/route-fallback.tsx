// What shows while a route's code loads. Until the first screen appears it is
// the splash, continuing the boot splash as the data router's HydrateFallback
// did; after that, a loader in the layout's outlet that fades in only when the
// wait is noticeable, so quick route changes flash nothing.
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { SplashScreen } from './splash-screen';

const shown = { firstScreen: false };

export function RouteFallback() {
  const { t } = useTranslation();
  const [beforeFirstScreen] = useState(() => !shown.firstScreen);
  // Unmounting means the code arrived and the route renders instead.
  useEffect(
    () => () => {
      shown.firstScreen = true;
    },
    [],
  );
  return beforeFirstScreen ? (
    <SplashScreen />
  ) : (
    <FullScreenLoader label={t('common.loading')} delayed />
  );
}
