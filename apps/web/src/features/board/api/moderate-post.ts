import type { BoardModerationAction } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BOARD_API, BOARD_ROOT } from './keys';

export type ModerationRequest = { postId: string; action: BoardModerationAction['action'] };

/** POST /api/board/moderation/{id} {action: restore | hide | delete}. */
export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, action }: ModerationRequest) =>
      api.post<void>(`${BOARD_API}/moderation/${encodeURIComponent(postId)}`, { action }),
    onSuccess: () => {
      // The queue, the lists and the post itself all change.
      void queryClient.invalidateQueries({ queryKey: BOARD_ROOT });
    },
  });
}
