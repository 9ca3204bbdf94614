import { StaticPage } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('static pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the seeded terms and about pages', async () => {
    for (const slug of ['terms', 'about']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode).toBe(200);
      const page = StaticPage.parse(response.json());
      expect(page.slug).toBe(slug);
      expect(page.content).toMatch(/[가-힣]/);
    }
  });

  it('stores content sanitised: scripts and event handlers are removed', async () => {
    await t.app.services.pages.save({
      slug: 'notice',
      title: '공지',
      content:
        '<p>안내</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">링크</a>',
    });
    const page = StaticPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/pages/notice' })).json(),
    );
    expect(page.content).toContain('<p>안내</p>');
    expect(page.content).toContain('<img src="x.png">');
    expect(page.content).not.toMatch(/script|onerror|javascript:/);
  });

  it('answers a missing page with 404 not_found', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/missing-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('keeps an edited seed page when the seed runs again', async () => {
    await t.app.services.pages.save({ slug: 'about', title: '소개', content: '<p>수정됨</p>' });
    await t.app.services.pages.seed();
    const page = StaticPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/pages/about' })).json(),
    );
    expect(page).toMatchObject({ title: '소개', content: '<p>수정됨</p>', version: 2 });
  });
});
