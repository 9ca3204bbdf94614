import { BoardStats } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BOARD_API, boardKeys } from './keys';

/** GET /api/board/stats (anyone; signed out, over the public posts). */
export function useBoardStats() {
  return useQuery({
    queryKey: boardKeys.stats(),
    queryFn: () => api.get(`${BOARD_API}/stats`, BoardStats),
  });
}
