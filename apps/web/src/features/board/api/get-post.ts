import { BoardPost } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardKeys, postPath } from './keys';

/** GET /api/board/posts/{id}: anyone for questions and notices, user and above for the rest. */
export function getPost(id: string) {
  return api.get(postPath(id), BoardPost);
}

export function useBoardPost(id: string, enabled = true) {
  return useQuery({ queryKey: boardKeys.post(id), queryFn: () => getPost(id), enabled });
}
