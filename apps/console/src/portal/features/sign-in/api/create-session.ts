// POST shop/session: e-mail, password and TOTP code for a portal session.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '../../../../components/sign-in-form';
import { portalApi } from '../../../lib/portal-api-client';
import { useStartSession } from './start-session';

export function useCreateSession() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: SignInInput) => portalApi.call(endpoints.shopSessionCreate, { body }),
    onSuccess: startSession,
  });
}
