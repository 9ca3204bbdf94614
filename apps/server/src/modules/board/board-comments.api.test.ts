import {
  type BoardComment,
  BoardCommentList,
  BoardModerationQueue,
  BoardPostList,
  type RealtimeMessage,
} from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, nextMessage, type TestSocket } from '../../test/ws-client';
import { BOARD, type BoardTestApp, createBoardTestApp } from './test-support';

describe('board comments, moderation and the live channel (issue 17 §3–§5)', () => {
  let t: BoardTestApp;
  let author: string;
  let reader: string;
  let manager: string;

  beforeAll(async () => {
    // With REDIS_URL set, the live channel and presence run through Redis.
    t = await createBoardTestApp(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
    author = await t.as('author', 'user');
    reader = await t.as('reader', 'user');
    manager = await t.as('moderator', 'manager');
  });
  afterAll(() => t.close());

  const inject: BoardTestApp['inject'] = (...args) => t.inject(...args);
  const comment = async (postId: string, cookie: string, content: string, parentId?: string) => {
    const response = await inject('POST', `${BOARD}/posts/${postId}/comments`, cookie, {
      content,
      parentId,
    });
    return {
      status: response.statusCode,
      body: response.json() as BoardComment & { code?: string },
    };
  };
  const thread = async (postId: string, cookie?: string) =>
    BoardCommentList.parse(
      (await inject('GET', `${BOARD}/posts/${postId}/comments`, cookie)).json(),
    ).items;
  const notifications = async (cookie: string) =>
    (await inject('GET', '/api/notifications', cookie)).json() as {
      items: { key: string | null; message: string }[];
    };

  it('threads replies one level deep and refuses a reply to a reply', async () => {
    const post = await t.post(author, { title: '댓글 글' });
    const top = await comment(post.id, reader, '좋은 정보 감사합니다');
    expect(top.status).toBe(201);
    const reply = await comment(post.id, author, '읽어 주셔서 감사합니다', top.body.id);
    expect(reply.status).toBe(201);
    const deeper = await comment(post.id, reader, '답글의 답글', reply.body.id);
    expect(deeper).toMatchObject({ status: 400, body: { code: 'board/reply-depth' } });
    const items = await thread(post.id, reader);
    expect(items).toHaveLength(1);
    expect(items[0]?.replies.map((r) => r.content)).toEqual(['읽어 주셔서 감사합니다']);
  });

  it('refuses an empty comment after trimming and a viewer comment', async () => {
    const post = await t.post(author, {});
    expect((await comment(post.id, reader, '   ')).status).toBe(400);
    const viewer = await t.as('viewer', 'viewer');
    expect((await comment(post.id, viewer, '뷰어')).status).toBe(403);
  });

  it('soft-deletes a comment by its author only and keeps its replies', async () => {
    const post = await t.post(author, {});
    const top = await comment(post.id, reader, '지울 댓글');
    await comment(post.id, author, '남는 답글', top.body.id);
    expect((await inject('DELETE', `${BOARD}/comments/${top.body.id}`, author)).statusCode).toBe(
      403,
    );
    expect((await inject('DELETE', `${BOARD}/comments/${top.body.id}`, reader)).statusCode).toBe(
      204,
    );
    const [deleted] = await thread(post.id, reader);
    expect(deleted).toMatchObject({ deleted: true, content: '', mine: false });
    expect(deleted?.replies.map((r) => r.content)).toEqual(['남는 답글']);
  });

  it('notifies the post author of a comment and the comment author of a reply, never oneself', async () => {
    const post = await t.post(author, { title: '알림 글' });
    const before = (await notifications(author)).items.length;
    const top = await comment(post.id, reader, '알림 댓글');
    await comment(post.id, author, '내 글에 내 답글', top.body.id);
    const authorGot = (await notifications(author)).items;
    expect(authorGot.length).toBe(before + 1);
    expect(authorGot[0]).toMatchObject({ key: 'boardComment' });
    expect(authorGot[0]?.message).toContain('알림 댓글');
    expect((await notifications(reader)).items[0]).toMatchObject({ key: 'boardReply' });
  });

  it('hides a post after three users report it, and at once when a manager does; audited', async () => {
    const post = await t.post(author, { title: '신고 대상' });
    for (const name of ['r1', 'r2']) {
      const result = await inject(
        'POST',
        `${BOARD}/posts/${post.id}/report`,
        await t.as(name, 'user'),
        { reason: '광고' },
      );
      expect(result.json()).toEqual({ reported: true, hidden: false });
    }
    // The same user reporting twice still counts once.
    await inject('POST', `${BOARD}/posts/${post.id}/report`, await t.as('r2', 'user'), {
      reason: '광고',
    });
    const listed = async () =>
      BoardPostList.parse(
        (await inject('GET', `${BOARD}/posts?limit=50`, reader)).json(),
      ).items.map((p) => p.id);
    expect(await listed()).toContain(post.id);
    const third = await inject(
      'POST',
      `${BOARD}/posts/${post.id}/report`,
      await t.as('r3', 'user'),
      { reason: '' },
    );
    expect(third.json()).toEqual({ reported: true, hidden: true });
    expect(await listed()).not.toContain(post.id);
    expect((await inject('GET', `${BOARD}/posts/${post.id}`, reader)).statusCode).toBe(404);
    expect((await inject('GET', `${BOARD}/posts/${post.id}`, author)).statusCode).toBe(200);

    const other = await t.post(author, { title: '관리자 신고' });
    const byManager = await inject('POST', `${BOARD}/posts/${other.id}/report`, manager, {
      reason: '규정 위반',
    });
    expect(byManager.json()).toEqual({ reported: true, hidden: true });

    expect((await inject('GET', `${BOARD}/moderation`, reader)).statusCode).toBe(403);
    const queue = BoardModerationQueue.parse(
      (await inject('GET', `${BOARD}/moderation`, manager)).json(),
    );
    expect(queue.items.find((i) => i.post.id === post.id)).toMatchObject({
      hidden: true,
      reportCount: 3,
    });
    expect(
      (await inject('POST', `${BOARD}/moderation/${post.id}`, manager, { action: 'restore' }))
        .statusCode,
    ).toBe(204);
    expect(await listed()).toContain(post.id);
    expect(
      (await inject('POST', `${BOARD}/moderation/${other.id}`, manager, { action: 'delete' }))
        .statusCode,
    ).toBe(204);
    expect((await inject('GET', `${BOARD}/posts/${other.id}`, author)).statusCode).toBe(404);

    const audit = await t.app.services.audit.list({}, { page: 1, pageSize: 100 });
    const actions = audit.items.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['board.reported', 'board.post_restored', 'board.post_removed']),
    );
  });

  describe('live channel', () => {
    let base: string;
    const sockets: TestSocket[] = [];
    beforeAll(async () => {
      base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    });
    afterAll(() => {
      for (const socket of sockets) socket.close();
    });
    const join = async (cookie: string) => {
      const socket = connect(`${base}/api/ws`, cookie);
      sockets.push(socket);
      const joined = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'board.subscribed');
      socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe_board' })));
      await joined;
      return socket;
    };

    it('pushes a new post, its comments and likes to subscribed users, and who is online', async () => {
      const socket = await join(reader);
      const online = nextMessage<RealtimeMessage>(
        socket,
        (m) => m.type === 'board.online_users' && m.online.count >= 2,
      );
      await join(author);
      expect(await online).toMatchObject({ online: { count: 2 } });
      const created = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'board.post_created');
      const post = await t.post(author, { title: '실시간 글' });
      expect(await created).toMatchObject({ post: { id: post.id, title: '실시간 글' } });
      const commented = nextMessage<RealtimeMessage>(
        socket,
        (m) => m.type === 'board.comment_added',
      );
      await comment(post.id, manager, '실시간 댓글');
      expect(await commented).toMatchObject({ postId: post.id, commentCount: 1 });
      const liked = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'board.like_changed');
      await inject('POST', `${BOARD}/posts/${post.id}/like`, manager);
      expect(await liked).toMatchObject({ postId: post.id, likeCount: 1 });
      const users = (await inject('GET', `${BOARD}/online-users`, reader)).json();
      expect(users.count).toBeGreaterThanOrEqual(2);
    });

    it('ignores a viewer who asks to join', async () => {
      const viewer = connect(`${base}/api/ws`, await t.as('viewer', 'viewer'));
      sockets.push(viewer);
      const pong = nextMessage<RealtimeMessage>(
        viewer,
        (m) => m.type === 'pong' || m.type === 'board.subscribed',
      );
      viewer.on('open', () => {
        viewer.send(JSON.stringify({ type: 'subscribe_board' }));
        viewer.send(JSON.stringify({ type: 'ping' }));
      });
      expect(await pong).toEqual({ type: 'pong' });
    });
  });
});
