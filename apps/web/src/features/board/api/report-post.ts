import { type BoardPost, BoardReportResult } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardKeys, postPath } from './keys';

/** POST /api/board/posts/{id}/report {reason}. */
export function useReportPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post(`${postPath(id)}/report`, { reason }, BoardReportResult),
    onSuccess: ({ hidden }) => {
      queryClient.setQueryData<BoardPost>(boardKeys.post(id), (post) =>
        post ? { ...post, reported: true, hidden } : post,
      );
      if (hidden) void queryClient.invalidateQueries({ queryKey: boardKeys.lists() });
    },
  });
}
