// The four tab screens (home, payments, wallet, profile) with the bottom menu.
// While the face must still be registered the menu stays hidden: every other
// tab would bounce the user back to /register/face.
import { Outlet } from 'react-router';
import { useProfile } from '../../lib/user-profile';
import { BottomMenu } from '../bottom-menu/bottom-menu';
import { mustRegisterFace } from '../guard-rules';

export function TabLayout() {
  const { data: profile } = useProfile();
  const faceRegistered = profile ? !mustRegisterFace(profile) : false;
  return (
    <div className="tab-layout">
      <Outlet />
      {faceRegistered && <BottomMenu />}
    </div>
  );
}
