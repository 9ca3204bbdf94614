import { BoardAttachment, type BoardPost } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardAttachments } from '../../platform/db/schema/board';
import { BOARD, type BoardTestApp, createBoardTestApp } from './test-support';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ef0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart body with one `file` part, as a browser sends it. */
function multipart(fileName: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----board-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('board attachments (data-center-board-admin.md §5 File attachment, issue 17 §2)', () => {
  let t: BoardTestApp;
  let user: string;
  let other: string;

  beforeAll(async () => {
    t = await createBoardTestApp();
    user = await t.as('uploader', 'user');
    other = await t.as('someone', 'user');
  });
  afterAll(() => t.close());

  const upload = async (cookie: string | undefined, fileName: string, bytes: Buffer) => {
    const body = multipart(fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: `${BOARD}/upload`,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };

  it('stores an image whose bytes match its name and serves it inline with safe headers', async () => {
    const response = await upload(user, '노선도.png', PNG);
    expect(response.statusCode).toBe(201);
    const attachment = BoardAttachment.parse(response.json());
    expect(attachment).toMatchObject({
      originalName: '노선도.png',
      kind: 'image',
      mimeType: 'image/png',
      size: PNG.length,
    });
    const served = await t.app.inject({ url: attachment.url, headers: { cookie: user } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
    });
    expect(String(served.headers['content-disposition'])).toMatch(/^inline;/);
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');
  });

  it('refuses other types, HTML dressed as an image, an empty file and anonymous uploads', async () => {
    const cases: [string, Buffer, number, string][] = [
      ['script.html', Buffer.from('<script>alert(1)</script>'), 415, 'board/file-type'],
      ['vector.svg', Buffer.from('<svg onload="alert(1)"/>'), 415, 'board/file-type'],
      [
        'photo.png',
        Buffer.from('<html><script>alert(1)</script></html>'),
        422,
        'board/file-content-mismatch',
      ],
      ['report.pdf', Buffer.from('MZ\x90\x00 not a pdf'), 422, 'board/file-content-mismatch'],
      ['empty.txt', Buffer.alloc(0), 400, 'board/file-required'],
    ];
    for (const [name, bytes, status, code] of cases) {
      const response = await upload(user, name, bytes);
      expect({ name, status: response.statusCode, code: response.json().code }).toEqual({
        name,
        status,
        code,
      });
    }
    expect((await upload(undefined, 'a.pdf', PDF)).statusCode).toBe(401);
  });

  it('keeps a file name with markup as plain text and serves files as downloads', async () => {
    const response = await upload(user, '<img src=x onerror=alert(1)>.pdf', PDF);
    const attachment = BoardAttachment.parse(response.json());
    expect(attachment.originalName).toBe('<img src=x onerror=alert(1)>.pdf');
    const served = await t.app.inject({ url: attachment.url, headers: { cookie: user } });
    expect(String(served.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('lets a post claim only its author’s own unused uploads, and serves them by the post’s rules', async () => {
    const mine = BoardAttachment.parse((await upload(user, '자료.pdf', PDF)).json());
    const theirs = BoardAttachment.parse((await upload(other, '남의.pdf', PDF)).json());
    // Before a post claims it, an upload is its uploader's alone.
    expect((await t.app.inject({ url: mine.url, headers: { cookie: other } })).statusCode).toBe(
      404,
    );
    const stolen = await t.app.inject({
      method: 'POST',
      url: `${BOARD}/posts`,
      headers: { cookie: user },
      payload: {
        title: '첨부',
        content: '<p>x</p>',
        category: 'general',
        attachmentIds: [theirs.id],
      },
    });
    expect(stolen.json()).toMatchObject({ code: 'board/attachment-unavailable' });
    const post = await t.post(user, {
      category: 'general',
      content: `<p>그림</p><img src="${mine.url}"><img src="https://tracker.example/x.png">`,
      attachmentIds: [mine.id],
    });
    expect(post.attachments.map((a) => a.id)).toEqual([mine.id]);
    expect(post.content).toContain(`<img src="${mine.url}">`);
    expect(post.content).not.toContain('tracker.example');
    expect((await t.app.inject({ url: mine.url, headers: { cookie: other } })).statusCode).toBe(
      200,
    );
    // A general post's files are for signed-in users, like the post.
    expect((await t.app.inject({ url: mine.url })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: `${BOARD}/posts`,
      headers: { cookie: user },
      payload: {
        title: '재사용',
        content: '<p>x</p>',
        category: 'general',
        attachmentIds: [mine.id],
      },
    });
    expect(again.json()).toMatchObject({ code: 'board/attachment-unavailable' });
    // No half-made post: the refused one is not listed.
    const titles = (
      await t.app.inject({ url: `${BOARD}/posts?limit=50`, headers: { cookie: user } })
    )
      .json()
      .items.map((p: BoardPost) => p.title);
    expect(titles).not.toContain('재사용');
  });

  it('removes unclaimed uploads after a day, bytes included', async () => {
    const orphan = BoardAttachment.parse((await upload(user, '고아.pdf', PDF)).json());
    const removed = await t.app.services.board.attachments.cleanupUnclaimed(
      new Date(Date.now() + 25 * 3600_000),
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: orphan.url, headers: { cookie: user } })).statusCode).toBe(
      404,
    );
  });

  it('removes a deleted post’s files after 30 days, and keeps a live post’s', async () => {
    const kept = BoardAttachment.parse((await upload(user, '남길.pdf', PDF)).json());
    const gone = BoardAttachment.parse((await upload(user, '지울.pdf', PDF)).json());
    await t.post(user, { title: '남는 글', attachmentIds: [kept.id] });
    const removed = await t.post(user, { title: '지운 글', attachmentIds: [gone.id] });
    expect((await t.inject('DELETE', `${BOARD}/posts/${removed.id}`, user)).statusCode).toBe(204);
    await t.app.services.board.attachments.cleanupUnclaimed(
      new Date(Date.now() + 31 * 24 * 3600_000),
    );
    const rows = await t.app.services.database.db.select().from(boardAttachments);
    expect(rows.map((row) => row.id)).toContain(kept.id);
    expect(rows.map((row) => row.id)).not.toContain(gone.id);
  });
});

describe('board rate limits at their defaults (issue 17 §4)', () => {
  let t: BoardTestApp;
  beforeAll(async () => {
    t = await createBoardTestApp({ BOARD_RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => t.close());

  it('refuses the 11th post of a minute with board/rate-limited and keeps serving reads', async () => {
    const cookie = await t.as('burst', 'user');
    for (let i = 0; i < 10; i += 1) await t.post(cookie, { title: `글 ${i}` });
    const eleventh = await t.app.inject({
      method: 'POST',
      url: `${BOARD}/posts`,
      headers: { cookie },
      payload: { title: '열한 번째', content: '<p>x</p>', category: 'general' },
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'board/rate-limited' });
    expect((await t.app.inject({ url: `${BOARD}/posts`, headers: { cookie } })).statusCode).toBe(
      200,
    );
  });
});
