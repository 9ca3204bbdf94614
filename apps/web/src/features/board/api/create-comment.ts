import { type BoardCommentInput, BoardReply } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardKeys, postPath } from './keys';

/** POST /api/board/posts/{id}/comments {content, parentId?}: a comment or a reply to one. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BoardCommentInput) =>
      // The fields every comment has: a reply may come back without its own `replies`.
      api.post(`${postPath(postId)}/comments`, input, BoardReply),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.comments(postId) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.lists() });
    },
  });
}
