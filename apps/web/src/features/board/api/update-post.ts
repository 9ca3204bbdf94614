import { BoardPost, type BoardPostUpdate } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardKeys, postPath } from './keys';

/** PUT /api/board/posts/{id} with the version read; a stale version answers 409 `conflict`. */
export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BoardPostUpdate) => api.put(postPath(id), input, BoardPost),
    onSuccess: (post) => {
      queryClient.setQueryData(boardKeys.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: boardKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: boardKeys.tags() });
    },
  });
}
