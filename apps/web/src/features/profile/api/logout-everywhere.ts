// POST user/logout/all: ends every session of the user on the server, this
// one included (decision 016), for a phone lost or left signed in elsewhere.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';

export function logoutEverywhere() {
  return apiClient.call(endpoints.logoutEverywhere);
}

export const logoutEverywhereMutation = () => ({
  mutationKey: ['user', 'logout', 'all'],
  mutationFn: logoutEverywhere,
});

export function useLogoutEverywhere() {
  return useMutation(logoutEverywhereMutation());
}
