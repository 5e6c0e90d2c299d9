import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, historyKeys, taxSummarySchema, taxYearsSchema } from '@wattle/shared';

/** `GET /transaction/tax-years`: the current financial year and the years the customer traded. */
export function useTaxYears() {
  return useQuery(
    queryOptions({
      queryKey: historyKeys.taxYears(),
      queryFn: ({ signal }) => apiClient.get('/transaction/tax-years', taxYearsSchema, { signal }),
    }),
  );
}

/** `GET /transaction/tax-summary`: the report's totals for one financial year. */
export function useTaxSummary(financialYear: number | null) {
  return useQuery(
    queryOptions({
      queryKey: historyKeys.taxSummary(financialYear ?? 0),
      queryFn: ({ signal }) =>
        apiClient.get(
          `/transaction/tax-summary?financialYear=${financialYear ?? 0}`,
          taxSummarySchema,
          { signal },
        ),
      enabled: financialYear !== null,
    }),
  );
}

/** `GET /transaction/tax-report`: the report as a CSV or PDF file. */
export function downloadTaxReport(financialYear: number, format: 'csv' | 'pdf'): Promise<Blob> {
  return apiClient.blob(`/transaction/tax-report?financialYear=${financialYear}&format=${format}`);
}
