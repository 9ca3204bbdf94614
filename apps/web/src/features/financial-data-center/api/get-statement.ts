import { StatementDetail } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financialKeys, statementPath } from './keys';

/** GET /api/financial-data/statements/{id}: the statement with its accounts. */
export function getStatement(id: string) {
  return api.get(statementPath(id), StatementDetail);
}

export function statementQueryOptions(id: string) {
  return { queryKey: financialKeys.statement(id), queryFn: () => getStatement(id) };
}

export function useStatement(id: string | null) {
  return useQuery({ ...statementQueryOptions(id ?? ''), enabled: id !== null });
}
