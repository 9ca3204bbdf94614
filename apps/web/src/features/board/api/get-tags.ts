import { BOARD_TAG_SUGGESTIONS, BoardTags } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BOARD_API, boardKeys } from './keys';

/** GET /api/board/tags?limit=50 (§9: 50 suggestions, most used first). */
export function useBoardTags() {
  return useQuery({
    queryKey: boardKeys.tags(),
    queryFn: () => api.get(`${BOARD_API}/tags?limit=${BOARD_TAG_SUGGESTIONS}`, BoardTags),
  });
}
