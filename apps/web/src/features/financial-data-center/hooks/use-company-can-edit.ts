import { canEditCompany } from '../../../lib/data-access';
import { useCompanies } from '../api/get-companies';

/**
 * Whether the user may change this company's statements (issue 14 §8), from the company list the
 * tabs already load; false until the list is there, so no edit control flashes up for a viewer.
 */
export function useCompanyCanEdit(companyId: string | null | undefined): boolean {
  const companies = useCompanies('');
  return canEditCompany(companies.data?.items.find((company) => company.id === companyId));
}
