// GET user/profile/export (LGPD art. 18): everything the server holds about
// the signed-in user, to save as a file. A mutation, not a query: the answer
// is handed to the browser once and never kept in the cache.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';

export function exportUserData() {
  return apiClient.call(endpoints.userDataExport);
}

export function useExportUserData() {
  return useMutation({
    mutationKey: ['user', 'profile', 'export'],
    mutationFn: exportUserData,
  });
}
