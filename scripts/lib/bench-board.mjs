// Issue 17 "Measure": the board's list and search p95 with 100,000 posts and 1,000,000 comments on
// PostgreSQL (target under 100 ms), and the time a new post takes to reach 500 connected sockets.
// A database of its own (bench_board_<pid>, created and dropped here) is migrated and given the
// demo accounts by the server (development mode, demo seed), then seeded with set-based SQL: posts
// of bus-cost words with their search bigrams, comments, likes and views. The list, search, stats
// and tag requests are timed as the demo user; each request's SQL (the server's own repositories,
// run here through a logging drizzle) is EXPLAIN ANALYZEd, and printed when it misses the target.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './web-build.mjs';

/** The issue's figures; BENCH_BOARD_POSTS / BENCH_BOARD_COMMENTS scale them down for a quick try. */
const POSTS = Number(process.env.BENCH_BOARD_POSTS ?? 100_000);
const COMMENTS = Number(process.env.BENCH_BOARD_COMMENTS ?? 1_000_000);
const SOCKETS = 500;
const FANOUT_POSTS = 10;
const TARGET_P95_MS = 100;
const LOAD_CONNECTIONS = 10;
const MIN_REQUESTS = 30;
const BATCH = 50;

const round1 = (ms) => Math.round(ms * 10) / 10;
const seconds = (ms) => Math.round(ms / 100) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  round1(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const message = (error) => (error instanceof Error ? error.message : String(error));

// ------------------------------------------------------------------ seeding SQL

/** Frequent words (요금 is in about 60% of posts), less frequent ones, rare terms (about 10%). */
const COMMON = `요금 노선 환승 배차 버스 운행 승객 기사 정류장 시간표 운수사 차량 운전직 회사 시내버스
  마을버스 교통카드 운행횟수 인상 조정`;
const MID = `정비비 인건비 연료비 감가상각 보험료 운송수입 보조금 재정지원 운송원가 적자 원가계산 경유 타이어
  부품비 차고지 임금협상 상여금 퇴직급여 일반관리비 손익계산서 재무상태표 운행거리 대당 단가 실적 정산`;
const RARE =
  '표준운송원가 준공영제 수입금공동관리 성과이윤 전기버스 수소버스 충전요금 적정이윤 벽지노선 광역버스 굴절버스 저상버스';
/** A word's particle (often none), the ends of sentences and of titles. */
const AFTER_CONSONANT = '을 이 은 과 으로 의 에 에서 도 별';
const AFTER_VOWEL = '를 가 는 와 로 의 에 에서 도 별';
const ENDINGS = `검토가 필요합니다.,궁금합니다.,공유합니다.,어떻게 보시나요?,반영되었습니다.,확인 부탁드립니다.,
  차이가 큽니다.,올랐습니다.,줄었습니다.,산정했습니다.`;
const TITLE_ENDS =
  '문의,질문입니다,관련 문의,건의,안내,공유,의견 부탁드립니다,정리,어떻게 하나요?,비교';
const COMMENT_TEXTS = `저희도 같은 문제가 있습니다.,좋은 정보 감사합니다.,작년 자료와 비교해 보세요.,
  조합에 문의해 보시면 됩니다.,정비비로 분류하는 게 맞습니다.,인건비 항목에 넣으시면 됩니다.,
  시에서 곧 안내가 나올 예정입니다.,엑셀 양식을 공유해 주실 수 있을까요?,동의합니다.,
  연료비 단가는 분기마다 바뀝니다.,표준운송원가 기준표를 확인해 보세요.,노선별로 나누어 보면 보입니다.`;
const TAGS = `요금,노선개편,환승할인,정비비,인건비,연료비,표준운송원가,준공영제,배차간격,감가상각,보조금,
  원가계산,전기버스,엑셀,질문,자료제출,임금협상`;
const SURNAMES = '김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 홍';
const GIVEN =
  '민준 서연 도윤 지우 하준 서윤 주원 하은 지호 민서 예준 지민 현우 수빈 건우 지유 우진 채원 선우 다은';
const BENCH_USERS = 300;

const list = (text, separator) => text.split(separator).map((word) => word.trim());
const array = (words) => `ARRAY[${words.map((word) => `'${word}'`).join(',')}]`;
/** One of `words`, drawn anew for each row. */
const pick = (words) => `(${array(words)})[1 + floor(random() * ${words.length})::int]`;
const words = (text) => list(text.trim(), /\s+/);

/**
 * Session functions: `n` words of text (some with a particle fitting the last syllable, and with
 * sentence ends when `sentences`), a title, 0–3 tags, and documentGrams() of
 * packages/domain/src/board/search.ts in SQL (lower-cased words split on whitespace, the distinct
 * bigrams within each word).
 */
const FUNCTIONS_SQL = [
  `CREATE FUNCTION pg_temp.bench_text(n int, sentences boolean) RETURNS text VOLATILE
   LANGUAGE sql AS $$
     SELECT string_agg(CASE WHEN t >= 0.83 THEN ${pick(list(ENDINGS, ','))}
       WHEN p < 0.35 THEN w
       WHEN (ascii(right(w, 1)) - 44032) % 28 = 0 THEN w || (${array(words(AFTER_VOWEL))})[k]
       ELSE w || (${array(words(AFTER_CONSONANT))})[k] END, ' ')
     FROM (SELECT t, random() AS p, 1 + floor(random() * 10)::int AS k,
         CASE WHEN t < 0.5 THEN ${pick(words(COMMON))} WHEN t < 0.8 THEN ${pick(words(MID))}
           ELSE ${pick(words(RARE))} END AS w
       FROM (SELECT random() * CASE WHEN sentences THEN 1 ELSE 0.83 END AS t
         FROM generate_series(1, n)) AS draws) AS drawn $$`,
  `CREATE FUNCTION pg_temp.bench_title() RETURNS text VOLATILE LANGUAGE sql AS $$
     SELECT pg_temp.bench_text(2 + floor(random() * 4)::int, false) || ' ' ||
       ${pick(list(TITLE_ENDS, ','))} $$`,
  `CREATE FUNCTION pg_temp.bench_tags() RETURNS text[] VOLATILE LANGUAGE sql AS $$
     SELECT coalesce(array_agg(DISTINCT tag), '{}') FROM (SELECT ${pick(list(TAGS, ','))} AS tag
       FROM generate_series(1, floor(random() * random() * 4)::int)) AS drawn $$`,
  `CREATE FUNCTION pg_temp.bench_grams(t text) RETURNS text[] IMMUTABLE LANGUAGE sql AS $$
     SELECT coalesce(array_agg(DISTINCT substr(w, i, 2)), '{}')
     FROM regexp_split_to_table(lower(t), '\\s+') AS w, generate_series(1, char_length(w) - 1) AS i $$`,
];

/** Users who write (300 Korean names), numbered with the demo accounts in bench_authors. */
const AUTHORS_SQL = [
  `INSERT INTO "user" (id, name, email, email_verified, role)
   SELECT 'bench-board-' || n, (${array(words(SURNAMES))})[1 + n % 20] ||
     (${array(words(GIVEN))})[1 + n / 20 % 20], 'bench.board' || n || '@example.kr', true, 'user'
   FROM generate_series(0, ${BENCH_USERS - 1}) AS n`,
  `CREATE UNLOGGED TABLE bench_authors AS
   SELECT row_number() OVER (ORDER BY id) AS n, id, name FROM "user"`,
];

/**
 * Posts over two years (half general, a quarter questions, a fifth discussions, the rest
 * notices), their comments (a quarter of them replies, 1% deleted) drawn towards some posts, and
 * the posts' counts; a few authors write much more than the others.
 */
const POSTS_SQL = [
  `CREATE UNLOGGED TABLE bench_posts AS
   SELECT n, gen_random_uuid() AS id, now() - random() * interval '730 days' AS created_at,
     pg_temp.bench_title() AS title, pg_temp.bench_text(20 + floor(random() * 40)::int, true) AS body,
     CASE WHEN r < 0.5 THEN 'general' WHEN r < 0.75 THEN 'question' WHEN r < 0.95 THEN 'discussion'
       ELSE 'notice' END AS category,
     pg_temp.bench_tags() AS tags,
     1 + floor(random() ^ 2 * (SELECT count(*) FROM bench_authors))::int AS author_no,
     floor(random() ^ 3 * 3000)::int AS views, floor(random() ^ 4 * 120)::int AS like_count,
     random() < 0.001 AS hidden, random() < 0.002 AS deleted
   FROM (SELECT n, random() AS r FROM generate_series(1, ${POSTS}) AS n) AS drawn`,
  `CREATE UNLOGGED TABLE bench_top AS
   WITH drawn AS MATERIALIZED (SELECT g AS n, 1 + floor(random() ^ 2 * ${POSTS})::int AS post_no
     FROM generate_series(1, ${Math.round(COMMENTS * 0.75)}) AS g)
   SELECT d.n, gen_random_uuid() AS id, p.id AS post_id,
     least(now(), p.created_at + random() ^ 3 * interval '30 days') AS created_at
   FROM drawn d JOIN bench_posts p ON p.n = d.post_no`,
  `CREATE UNLOGGED TABLE bench_comments AS
   SELECT id, post_id, NULL::uuid AS parent_id, created_at, random() < 0.01 AS deleted FROM bench_top
   UNION ALL
   SELECT gen_random_uuid(), t.post_id, t.id, least(now(), t.created_at + random() * interval '2 days'),
     random() < 0.01
   FROM (SELECT 1 + floor(random() * ${Math.round(COMMENTS * 0.75)})::int AS top_no
     FROM generate_series(1, ${COMMENTS - Math.round(COMMENTS * 0.75)})) AS d
     JOIN bench_top t ON t.n = d.top_no`,
  `INSERT INTO board_posts (id, title, content, content_text, search_grams, category, tags,
     author_id, author_name, views, like_count, comment_count, hidden, created_at, updated_at,
     deleted_at)
   SELECT p.id, p.title, '<p>' || p.body || '</p>', p.body,
     pg_temp.bench_grams(p.title || ' ' || p.body), p.category, p.tags, a.id, a.name,
     p.views, p.like_count, coalesce(c.live, 0), p.hidden, p.created_at, p.created_at,
     CASE WHEN p.deleted THEN p.created_at + interval '1 day' END
   FROM bench_posts p JOIN bench_authors a ON a.n = p.author_no
     LEFT JOIN (SELECT post_id, count(*) FILTER (WHERE NOT deleted) AS live FROM bench_comments
       GROUP BY post_id) c ON c.post_id = p.id`,
  `UPDATE board_posts SET pinned = true WHERE id IN (SELECT id FROM board_posts
     WHERE category = 'notice' AND deleted_at IS NULL AND NOT hidden ORDER BY created_at DESC LIMIT 3)`,
];

const COMMENTS_SQL = [
  `INSERT INTO board_comments (id, post_id, parent_id, content, author_id, author_name, created_at,
     deleted_at)
   SELECT c.id, c.post_id, c.parent_id,
     CASE WHEN c.deleted THEN '' ELSE ${pick(list(COMMENT_TEXTS, ','))} END, a.id, a.name,
     c.created_at, CASE WHEN c.deleted THEN c.created_at + interval '1 hour' END
   FROM (SELECT c.*, 1 + floor(random() ^ 2 * (SELECT count(*) FROM bench_authors))::int AS author_no
     FROM bench_comments c) c JOIN bench_authors a ON a.n = c.author_no`,
  'DROP TABLE bench_authors, bench_posts, bench_top, bench_comments',
];

/** Seeds through `query` (one session: the pg_temp functions are its own); seconds per step. */
async function seed(query, log) {
  const steps = {};
  const step = async (name, sqls) => {
    log(`  seeding: ${name} …`);
    const began = performance.now();
    for (const sql of sqls) await query(sql);
    steps[name] = seconds(performance.now() - began);
  };
  await query('SELECT setseed(0.17)');
  await step('functions and authors', [...FUNCTIONS_SQL, ...AUTHORS_SQL]);
  await step(`${POSTS.toLocaleString('en')} posts`, POSTS_SQL);
  await step(`${COMMENTS.toLocaleString('en')} comments`, COMMENTS_SQL);
  // Vacuumed now, so autovacuum does not start on the new rows while requests are timed.
  await step('vacuum and analyze', ['VACUUM (ANALYZE)']);
  return steps;
}

/** search_grams of `sample` random posts against documentGrams(title + ' ' + text). */
async function checkGrams(query, documentGrams, sample = 200) {
  const { rows } = await query(
    `SELECT id, title, content_text, search_grams FROM board_posts ORDER BY random() LIMIT ${sample}`,
  );
  const key = (grams) => [...grams].sort().join(' ');
  const wrong = rows.filter(
    (row) => key(row.search_grams) !== key(documentGrams(`${row.title} ${row.content_text}`)),
  );
  return { rows: rows.length, mismatches: wrong.map((row) => row.id) };
}

async function dataSize(query) {
  const { rows } = await query(`SELECT
    (SELECT count(*)::int FROM board_posts) AS posts,
    (SELECT count(*)::int FROM board_comments) AS comments,
    (SELECT sum(like_count)::int FROM board_posts) AS likes,
    (SELECT sum(views)::int FROM board_posts) AS views,
    pg_database_size(current_database())::bigint AS bytes`);
  return { ...rows[0], bytes: Number(rows[0].bytes) };
}

// ------------------------------------------------------------------ HTTP measures

async function getJson(url, headers) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/**
 * Sequential GETs for `durationS` (at least MIN_REQUESTS): one reader's latency, p50/p95/p99; then
 * LOAD_CONNECTIONS at once for the same time: requests per second the server sustains.
 */
async function measure(url, headers, durationS) {
  for (let i = 0; i < 5; i += 1) await getJson(url, headers);
  const times = [];
  const began = performance.now();
  while (times.length < MIN_REQUESTS || performance.now() - began < durationS * 1000) {
    const start = performance.now();
    await getJson(url, headers);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const load = await autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    duration: durationS,
    headers,
  });
  return {
    requests: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    load: {
      connections: LOAD_CONNECTIONS,
      rps: Math.round(load.requests.average),
      p50Ms: load.latency.p50,
      p99Ms: load.latency.p99,
      non2xx: load.non2xx,
      errors: load.errors + load.timeouts,
    },
  };
}

/** The measured requests: a list query (as GET /api/board/posts takes it), or stats or tags. */
function endpoints(author) {
  const posts = (label, query) => ({ label, path: '/api/board/posts', query });
  return [
    posts('list, latest, page 1', {}),
    posts('list, latest, page 50', { page: 50 }),
    posts('list, popular', { sort: 'popular' }),
    posts('list, category question', { category: 'question' }),
    posts('search 요금 (common)', { search: '요금' }),
    posts('search 표준운송 (rarer)', { search: '표준운송' }),
    posts(`search 요금 + author ${author}`, { search: '요금', author }),
    { label: 'public list (signed out)', path: '/api/board/posts/public', query: {}, public: true },
    { label: 'stats (signed in)', path: '/api/board/stats', query: {}, stats: 'totals' },
    { label: 'tags (signed in)', path: '/api/board/tags', query: {}, stats: 'tags' },
  ];
}

/**
 * The SQL each request runs, from the server's own repositories (post-repo.ts, stats-repo.ts)
 * called as the services call them, on a drizzle that logs instead of guessing the text.
 */
async function explainer(client) {
  const [{ drizzle }, { postRepo }, { statsRepo }, domain] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    tsImport(join(ROOT, 'apps/server/src/modules/board/post-repo.ts'), import.meta.url),
    tsImport(join(ROOT, 'apps/server/src/modules/board/stats-repo.ts'), import.meta.url),
    tsImport(join(ROOT, 'packages/domain/src/index.ts'), import.meta.url),
  ]);
  let logged = [];
  const db = drizzle(client, {
    logger: { logQuery: (sql, params) => logged.push({ sql, params }) },
  });
  const run = (endpoint) => {
    if (endpoint.stats === 'totals') return statsRepo(db).totals(undefined);
    if (endpoint.stats === 'tags') return statsRepo(db).tags(domain.BOARD_TAG_SUGGESTIONS);
    const q = endpoint.query;
    const filter = {
      categories: endpoint.public ? domain.PUBLIC_BOARD_CATEGORIES : undefined,
      category: q.category,
      search: q.search ? domain.parseSearch(q.search) : null,
      author: q.author,
    };
    const limit = domain.BOARD_PAGE_SIZE;
    return postRepo(db).list(filter, q.sort ?? 'latest', ((q.page ?? 1) - 1) * limit, limit);
  };
  /** EXPLAIN (ANALYZE, BUFFERS) of each query of the request, with the indexes it used. */
  return async (endpoint) => {
    logged = [];
    await run(endpoint);
    const plans = [];
    for (const { sql, params } of logged) {
      // A search of a common word runs in a transaction with `set local`: replay those as they are.
      if (!/^\s*select/i.test(sql)) {
        await client.query(sql, params);
        continue;
      }
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      const lines = rows.map((row) => row['QUERY PLAN']);
      const scans = new Set(
        lines.flatMap((line) => {
          const found =
            /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan)(?: using (\S+))? on (\S+)/.exec(
              line,
            );
          return found ? [found[2] ?? `${found[1]} on ${found[3]}`] : [];
        }),
      );
      const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1))?.[1]);
      plans.push({ sql, params, executionMs: ms, scans: [...scans], plan: lines });
    }
    return plans;
  };
}

/** Each endpoint timed, and its queries' plans; one failure is reported in its place. */
async function measureEndpoints(base, cookie, explain, author, durationS, log) {
  const result = {};
  for (const endpoint of endpoints(author)) {
    const url = `${base}${endpoint.path}?${new URLSearchParams(endpoint.query)}`;
    const headers = endpoint.public ? {} : { cookie };
    log(`  ${endpoint.label}, ${durationS} s sequential + ${durationS} s × ${LOAD_CONNECTIONS} …`);
    try {
      const first = await getJson(url, headers);
      const measured = await measure(url, headers, durationS);
      const plans = await explain(endpoint);
      result[endpoint.label] = { url, total: first.total, ...measured, plans };
    } catch (error) {
      result[endpoint.label] = { url, error: message(error) };
    }
  }
  return result;
}

// ------------------------------------------------------------------ fan-out

/** A socket on the board channel as the SPA opens it: session cookie, the server's origin. */
function boardSocket(WebSocket, base, cookie) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`, {
      headers: { origin: base, cookie },
    });
    const timer = setTimeout(() => reject(new Error('no board.subscribed within 30 s')), 30_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe_board' })));
    socket.on('error', reject);
    socket.on('close', (code) => reject(new Error(`socket closed (${code}) before subscribing`)));
    const subscribed = (data) => {
      if (JSON.parse(data.toString()).type !== 'board.subscribed') return;
      clearTimeout(timer);
      socket.off('message', subscribed);
      resolve(socket);
    };
    socket.on('message', subscribed);
  });
}

/**
 * SOCKETS sockets of the demo user on the board channel; then FANOUT_POSTS posts, each timed from
 * sending the POST until every socket had its board.post_created (and until the POST answered).
 */
async function fanOut(base, cookie, log) {
  const { WebSocket } = createRequire(join(ROOT, 'apps/server/package.json'))('ws');
  log(`  fan-out: opening ${SOCKETS} sockets …`);
  const sockets = [];
  const began = performance.now();
  try {
    while (sockets.length < SOCKETS) {
      const batch = Math.min(BATCH, SOCKETS - sockets.length);
      const opened = Array.from({ length: batch }, () => boardSocket(WebSocket, base, cookie));
      sockets.push(...(await Promise.all(opened)));
    }
    const subscribeMs = Math.round(performance.now() - began);
    let round = null;
    for (const socket of sockets) {
      socket.on('message', (data) => {
        const m = JSON.parse(data.toString());
        if (m.type !== 'board.post_created' || m.post.title !== round?.title) return;
        round.arrivals.push(performance.now() - round.sent);
        if (round.arrivals.length === SOCKETS) round.done();
      });
    }
    // The online-users announcement of the joins (300 ms after the last) is out of the way.
    await sleep(1000);
    log(`  fan-out: ${FANOUT_POSTS} posts to ${SOCKETS} sockets …`);
    const rounds = [];
    for (let i = 1; i <= FANOUT_POSTS; i += 1) {
      const title = `[벤치] 실시간 전파 ${i} (${process.pid})`;
      const all = new Promise((resolve) => {
        round = { title, arrivals: [], sent: performance.now(), done: resolve };
      });
      const response = await fetch(`${base}/api/board/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ title, content: '<p>요금 인상 일정 안내</p>', category: 'general' }),
      });
      const postMs = performance.now() - round.sent;
      if (response.status !== 201) throw new Error(`POST answered ${response.status}`);
      await Promise.race([all, sleep(10_000)]);
      const { arrivals } = round;
      rounds.push({
        postMs: round1(postMs),
        received: arrivals.length,
        firstMs: round1(Math.min(...arrivals)),
        allMs: round1(Math.max(...arrivals)),
      });
      await sleep(200);
    }
    const all = rounds.map((r) => r.allMs).sort((a, b) => a - b);
    const post = rounds.map((r) => r.postMs).sort((a, b) => a - b);
    return {
      sockets: SOCKETS,
      subscribeMs,
      allReceivedP50Ms: percentile(all, 50),
      allReceivedMaxMs: all.at(-1),
      postP50Ms: percentile(post, 50),
      postMaxMs: post.at(-1),
      everyoneReceived: rounds.every((r) => r.received === SOCKETS),
      rounds,
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

// ------------------------------------------------------------------ the run

/** Plans of the requests over the target, printed with the scans they used. */
function logSlowPlans(endpoints, log) {
  for (const [label, e] of Object.entries(endpoints)) {
    if (e.error || e.p95Ms < TARGET_P95_MS) continue;
    log(`\n  ${label}: p95 ${e.p95Ms} ms, over ${TARGET_P95_MS} ms; its queries:`);
    for (const p of e.plans) {
      log(`    ${p.sql}\n    params ${JSON.stringify(p.params)}`);
      for (const line of p.plan) log(`      ${line}`);
    }
  }
}

/**
 * `server.start(env)` / `server.stop(child)` and `signIn(base)` (the demo user's cookie) are
 * bench.mjs's; every figure is real HTTP and WebSocket on 127.0.0.1.
 */
export async function benchBoard({ server, signIn, pgAdminUrl, durationS, log }) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${pgAdminUrl}: ${error.message}` };
  }
  const database = `bench_board_${process.pid}`;
  const url = new URL(pgAdminUrl);
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-board-'));
  // An empty web folder: the server serves no build, and none is made for this part.
  const webDir = mkdtempSync(join(tmpdir(), 'bench-board-web-'));
  const client = new pg.Client({ connectionString: url.href });
  let running = null;
  try {
    await admin.query(`CREATE DATABASE ${database}`);
    log(`board on PostgreSQL (${database}): the server migrates it and adds the demo accounts …`);
    running = await server.start({
      DATABASE_URL: url.href,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      DEMO_SEED: 'true',
      BOARD_RATE_LIMIT_FACTOR: '100',
    });
    await client.connect();
    const query = (sql, params) => client.query(sql, params);
    const began = performance.now();
    const steps = await seed(query, log);
    const seeding = { seconds: seconds(performance.now() - began), steps };
    const { documentGrams } = await tsImport(
      join(ROOT, 'packages/domain/src/board/search.ts'),
      import.meta.url,
    );
    const gramsCheck = await checkGrams(query, documentGrams);
    if (gramsCheck.mismatches.length > 0)
      throw new Error(`search_grams differ from documentGrams() in ${gramsCheck.mismatches}`);
    const size = await dataSize(query);
    const { rows } = await query(`SELECT author_name FROM board_posts
      GROUP BY author_name ORDER BY count(*) DESC LIMIT 1`);
    const cookie = await signIn(running.base);
    const result = { database, seeding, size, gramsCheck, loadAverage: loadavg().map(round1) };
    result.endpoints = await measureEndpoints(
      running.base,
      cookie,
      await explainer(client),
      rows[0].author_name,
      durationS,
      log,
    );
    logSlowPlans(result.endpoints, log);
    result.fanOut = await fanOut(running.base, cookie, log).catch((error) => ({
      error: message(error),
    }));
    return result;
  } catch (error) {
    return { error: message(error) };
  } finally {
    await client.end().catch(() => undefined);
    if (running) await server.stop(running.child);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  }
}

/** Rows for bench.mjs's table. */
export function boardRows(board) {
  if (board.skipped || board.error || !board.size) {
    return [
      [
        'board (PostgreSQL)',
        board.error ? `error: ${board.error}` : `skipped: ${board.skipped}`,
        '',
      ],
    ];
  }
  const n = (v) => v.toLocaleString('en');
  const { size, seeding, fanOut: f } = board;
  const rows = [
    [
      'board data (PostgreSQL)',
      `${n(size.posts)} posts, ${n(size.comments)} comments`,
      `${n(size.likes)} likes, ${n(size.views)} views; ${Math.round(size.bytes / 2 ** 20)} MB; seeded in ${seeding.seconds} s; search_grams = documentGrams() on ${board.gramsCheck.rows} sampled posts; load average ${board.loadAverage.join(' / ')}`,
    ],
  ];
  for (const [label, e] of Object.entries(board.endpoints)) {
    if (e.error) {
      rows.push([`board ${label}`, `error: ${e.error}`, '']);
      continue;
    }
    const verdict =
      e.p95Ms < TARGET_P95_MS ? `ok (< ${TARGET_P95_MS} ms)` : `OVER ${TARGET_P95_MS} ms`;
    const total = e.total !== undefined ? `${n(e.total)} matching, ` : '';
    const slowest = Math.max(...e.plans.map((p) => p.executionMs));
    rows.push([
      `board ${label} p50 / p95 / p99`,
      `${e.p50Ms} / ${e.p95Ms} / ${e.p99Ms} ms`,
      `${total}${e.load.rps} req/s at ${e.load.connections} connections (p99 ${e.load.p99Ms} ms, non-2xx ${e.load.non2xx}); SQL ${slowest} ms via ${[...new Set(e.plans.flatMap((p) => p.scans))].join(', ')}; ${verdict}`,
    ]);
  }
  if (f.error) rows.push(['board fan-out', `error: ${f.error}`, '']);
  else
    rows.push([
      `board fan-out to ${f.sockets} sockets p50 / max`,
      `${f.allReceivedP50Ms} / ${f.allReceivedMaxMs} ms`,
      `POST to the last socket's board.post_created over ${f.rounds.length} posts${f.everyoneReceived ? '' : ' (SOME SOCKETS MISSED A POST)'}; POST answered in ${f.postP50Ms} / ${f.postMaxMs} ms; ${f.sockets} sockets subscribed in ${f.subscribeMs} ms`,
    ]);
  return rows;
}
