import { BoardCommentList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardKeys, postPath } from './keys';

/** GET /api/board/posts/{id}/comments: top-level comments, each with its replies (one level). */
export function useComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: boardKeys.comments(postId),
    queryFn: () => api.get(`${postPath(postId)}/comments`, BoardCommentList),
    enabled,
  });
}
