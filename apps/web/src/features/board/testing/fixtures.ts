import type {
  BoardComment,
  BoardPost,
  BoardPostList,
  BoardPostSummary,
  BoardReply,
} from '@bus/domain';

/** Deterministic uuids for fixtures: `uuid(7)` → 00000000-0000-4000-8000-000000000007. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function summary(n: number, overrides: Partial<BoardPostSummary> = {}): BoardPostSummary {
  return {
    id: uuid(n),
    title: `노선 ${n} 운송원가 질문`,
    category: 'general',
    tags: [],
    pinned: false,
    authorId: 'user-user',
    authorName: '김운수',
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-02T01:00:00.000Z',
    views: 12,
    likeCount: 3,
    commentCount: 1,
    preview: '연료비 단가를 어떻게 잡아야 할지 궁금합니다.',
    attachmentCount: 0,
    ...overrides,
  };
}

export function post(n: number, overrides: Partial<BoardPost> = {}): BoardPost {
  return {
    ...summary(n),
    content: '<p>연료비 단가를 어떻게 잡아야 할지 궁금합니다.</p>',
    attachments: [],
    version: 1,
    liked: false,
    mine: false,
    reported: false,
    hidden: false,
    ...overrides,
  };
}

export function page(items: BoardPostSummary[], pageNumber = 1, hasMore = false): BoardPostList {
  return { items, page: pageNumber, limit: 10, total: items.length, totalCapped: false, hasMore };
}

export function reply(
  n: number,
  parentId: string,
  overrides: Partial<BoardReply> = {},
): BoardReply {
  return {
    id: uuid(1000 + n),
    postId: uuid(1),
    parentId,
    content: `답글 ${n}`,
    deleted: false,
    authorId: 'user-analyst',
    authorName: '이분석',
    createdAt: '2026-03-02T02:00:00.000Z',
    mine: false,
    ...overrides,
  };
}

export function comment(n: number, overrides: Partial<BoardComment> = {}): BoardComment {
  return {
    id: uuid(500 + n),
    postId: uuid(1),
    parentId: null,
    content: `댓글 ${n}`,
    deleted: false,
    authorId: 'user-user',
    authorName: `작성자${n}`,
    createdAt: '2026-03-02T01:30:00.000Z',
    mine: false,
    replies: [],
    ...overrides,
  };
}

export const STATS = {
  totalPosts: 42,
  totalViews: 1234,
  totalLikes: 56,
  totalComments: 78,
  todayPosts: 2,
  popularPost: { id: uuid(9), title: '인기 글 제목', views: 999 },
};

export const problem = (status: number, code: string, params?: Record<string, unknown>) => ({
  status,
  body: { type: 'about:blank', title: code, status, code, ...(params ? { params } : {}) },
});
