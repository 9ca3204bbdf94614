import { BoardModerationQueue } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BOARD_API, boardKeys } from './keys';

/** GET /api/board/moderation: reported posts, newest report first (managers and above). */
export function useModerationQueue(enabled: boolean) {
  return useQuery({
    queryKey: boardKeys.moderation(),
    queryFn: () => api.get(`${BOARD_API}/moderation`, BoardModerationQueue),
    enabled,
  });
}
