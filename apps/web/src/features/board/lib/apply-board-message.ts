import type { BoardOnlineUsers, BoardPost, RealtimeMessage } from '@bus/domain';
import type { QueryClient } from '@tanstack/react-query';
import { boardKeys } from '../api/keys';
import { addCreatedPost, patchListPost, removeListPost } from './list-cache';

function patchPost(client: QueryClient, postId: string, patch: Partial<BoardPost>): void {
  client.setQueryData<BoardPost>(boardKeys.post(postId), (post) =>
    post ? { ...post, ...patch } : post,
  );
}

/**
 * Applies one board push (issue 17 §5) to the cached board data. Other features' messages on the
 * same socket are ignored.
 */
export function applyBoardMessage(client: QueryClient, message: RealtimeMessage): void {
  switch (message.type) {
    case 'board.post_created':
      addCreatedPost(client, message.post);
      void client.invalidateQueries({ queryKey: boardKeys.stats() });
      return;
    case 'board.post_changed':
      void client.invalidateQueries({ queryKey: boardKeys.post(message.postId) });
      void client.invalidateQueries({ queryKey: boardKeys.lists() });
      return;
    case 'board.post_removed':
      removeListPost(client, message.postId);
      void client.invalidateQueries({ queryKey: boardKeys.post(message.postId) });
      void client.invalidateQueries({ queryKey: boardKeys.stats() });
      return;
    case 'board.comment_added':
      patchListPost(client, message.postId, { commentCount: message.commentCount });
      patchPost(client, message.postId, { commentCount: message.commentCount });
      void client.invalidateQueries({ queryKey: boardKeys.comments(message.postId) });
      return;
    case 'board.like_changed':
      patchListPost(client, message.postId, { likeCount: message.likeCount });
      patchPost(client, message.postId, { likeCount: message.likeCount });
      return;
    case 'board.online_users':
      client.setQueryData<BoardOnlineUsers>(boardKeys.online(), message.online);
      return;
    default:
      return;
  }
}
