import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BOARD_API, boardKeys } from './keys';

/** DELETE /api/board/comments/{id}: its author removes it (shown as deleted, replies stay). */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      api.del(`${BOARD_API}/comments/${encodeURIComponent(commentId)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.comments(postId) });
    },
  });
}
