import { BOARD_ONLINE_REFRESH_MS, BoardOnlineUsers } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BOARD_API, boardKeys } from './keys';

/**
 * GET /api/board/online-users (user and above), polled every 30 s (§9); the socket's
 * board.online_users pushes land in the same cache entry. A poll, not user activity (ADR 0007).
 */
export function useOnlineUsers(enabled: boolean) {
  return useQuery({
    queryKey: boardKeys.online(),
    queryFn: () => api.get(`${BOARD_API}/online-users`, BoardOnlineUsers, { background: true }),
    enabled,
    refetchInterval: BOARD_ONLINE_REFRESH_MS,
  });
}
