// GET shop/sales/export: the same filters' sales as CSV (UTF-8 with BOM, ";",
// in the person's language), fetched with the session's bearer and saved
// under the name the server gives it.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../../lib/save-file';
import { portalApi } from '../../../lib/portal-api-client';
import type { SalesQuery } from '../filters';

export function useExportSales() {
  return useMutation({
    mutationFn: (query: SalesQuery) => portalApi.download(endpoints.shopSalesExport, { query }),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'vendas.csv'),
  });
}
