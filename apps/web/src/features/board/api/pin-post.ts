import { BoardPost } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardKeys, postPath } from './keys';

/** PUT /api/board/posts/{id}/pin: a manager pins or unpins a notice (§6). */
export function usePinPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pinned: boolean) => api.put(`${postPath(id)}/pin`, { pinned }, BoardPost),
    onSuccess: (post) => {
      queryClient.setQueryData(boardKeys.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: boardKeys.lists() });
    },
  });
}
