import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { user } from '../../platform/db/schema/auth';
import { boardPosts } from '../../platform/db/schema/board';
import type { Services } from '../../services';
import type { Reader } from './policy';

/**
 * A few posts and comments from the demo accounts so the board is not empty in development
 * (the demo accounts' own words; marked [예시] like the other demo data). Only into an empty board.
 */
const DEMO_POSTS: {
  by: string;
  title: string;
  content: string;
  category: 'notice' | 'general' | 'question' | 'discussion';
  tags: string[];
  pinned?: boolean;
  comments?: { by: string; content: string; reply?: { by: string; content: string } }[];
}[] = [
  {
    by: 'manager@demo.local',
    title: '[예시] 표준운송원가 자료 제출 일정 안내',
    content:
      '<p>재무제표와 인건비 자료는 <strong>매월 10일</strong>까지 재무 데이터 센터에 올려 주세요.</p><ul><li>손익계산서·재무상태표</li><li>직종별 인원과 급여</li></ul>',
    category: 'notice',
    tags: ['표준운송원가', '일정'],
    pinned: true,
  },
  {
    by: 'user@nuri.demo.local',
    title: '[예시] 정비직 상여금은 어느 원가 항목으로 분류하나요?',
    content: '<p>손익계산서의 상여금 중 정비직 몫을 정비비로 볼지 인건비로 볼지 궁금합니다.</p>',
    category: 'question',
    tags: ['인건비', '정비비'],
    comments: [
      {
        by: 'official@city.demo.local',
        content: '정비직 상여금은 인건비(정비직)로 분류합니다. 직종별 인원표와 함께 올려 주세요.',
        reply: { by: 'user@nuri.demo.local', content: '감사합니다. 그렇게 정리하겠습니다.' },
      },
    ],
  },
  {
    by: 'official@city.demo.local',
    title: '[예시] 연료비 단가 인상분 반영 방식 의견 수렴',
    content:
      '<p>하반기 경유 단가 상승분을 원가 추정에 어떻게 반영할지 운수사 의견을 듣고자 합니다.</p>',
    category: 'discussion',
    tags: ['연료비', '원가추정'],
  },
  {
    by: 'user@demo.local',
    title: '[예시] 노선별 운행거리 가져오기 팁',
    content: '<p>노선 표를 엑셀로 받아 두면 원가 배분 화면에서 한 번에 가져올 수 있습니다.</p>',
    category: 'general',
    tags: ['원가배분', '엑셀'],
  },
];

export async function seedDemoBoard(config: Config, services: Services): Promise<number> {
  if (config.nodeEnv === 'production' || !config.demoSeed) return 0;
  const { db } = services.database;
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(boardPosts);
  if ((existing?.count ?? 0) > 0) return 0;
  const emails = [
    ...new Set(
      DEMO_POSTS.flatMap((p) => [
        p.by,
        ...(p.comments ?? []).flatMap((c) => [c.by, c.reply?.by ?? c.by]),
      ]),
    ),
  ];
  const rows = await db
    .select({ id: user.id, name: user.name, role: user.role, email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
  const readers = new Map<string, NonNullable<Reader>>(
    rows.map((row) => [row.email, { ...row, role: row.role ?? 'user' }]),
  );
  const as = (email: string) => {
    const reader = readers.get(email);
    if (!reader) throw new Error(`demo account missing: ${email}`);
    return reader;
  };
  for (const demo of DEMO_POSTS) {
    const post = await services.board.posts.create(
      {
        title: demo.title,
        content: demo.content,
        category: demo.category,
        tags: demo.tags,
        pinned: demo.pinned ?? false,
      },
      as(demo.by),
    );
    for (const comment of demo.comments ?? []) {
      const top = await services.board.comments.add(
        post.id,
        { content: comment.content },
        as(comment.by),
      );
      if (comment.reply) {
        await services.board.comments.add(
          post.id,
          { content: comment.reply.content, parentId: top.id },
          as(comment.reply.by),
        );
      }
    }
  }
  return DEMO_POSTS.length;
}
