import { BoardPost, type BoardPostInput } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BOARD_API, BOARD_ROOT, boardKeys } from './keys';

/** POST /api/board/posts (§7: title, content, category, tags, attachments, pinned). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BoardPostInput) => api.post(`${BOARD_API}/posts`, input, BoardPost),
    onSuccess: (post) => {
      queryClient.setQueryData(boardKeys.post(post.id), post);
      // Lists, stats and tags all change with a new post.
      void queryClient.invalidateQueries({ queryKey: BOARD_ROOT });
    },
  });
}
