import { BoardLikeResult, type BoardPost } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patchListPost } from '../lib/list-cache';
import { boardKeys, postPath } from './keys';

/** POST /api/board/posts/{id}/like: toggles the reader's like (§4 "Board actions"). */
export function useLikePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${postPath(id)}/like`, {}, BoardLikeResult),
    onSuccess: ({ liked, likeCount }) => {
      queryClient.setQueryData<BoardPost>(boardKeys.post(id), (post) =>
        post ? { ...post, liked, likeCount } : post,
      );
      patchListPost(queryClient, id, { likeCount });
    },
  });
}
