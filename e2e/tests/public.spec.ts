import { expect, test } from '@playwright/test';

test.describe('public pages', () => {
  test('the landing page shows every section of platform.md §2.7', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: '재무제표에서 표준운송원가와 운송수입 예측까지, 한 곳에서',
      }),
    ).toBeVisible();
    const sections = [
      '핵심 기능',
      '더 자세히',
      '주요 화면',
      '6단계로 끝나는 작업 흐름',
      '지원하는 예측 모델',
      '도입 효과',
      '활용 시나리오',
      '문의',
      // Development mode only: the demo accounts (texts only).
      '개발용 로그인',
    ];
    for (const name of sections) {
      const section = page.getByRole('region', { name });
      await section.scrollIntoViewIfNeeded();
      await expect(section, `section "${name}"`).toBeVisible();
    }
    const process = page.getByRole('region', { name: '6단계로 끝나는 작업 흐름' });
    for (const step of [
      '재무 데이터 업로드',
      '원가 분류',
      '적정투자보수 계산',
      '원가 배분',
      '미래 추정',
      '분석 및 보고',
    ]) {
      await expect(process.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: '개발용 로그인' })).toContainText(
      'admin@demo.local',
    );
  });

  test('/help#params opens the parameter section', async ({ page }) => {
    await page.goto('/help#params');
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI 시계열 예측 도움말' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '파라미터 설정' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      page.getByText('모델별 파라미터와 입력할 수 있는 범위, 기본값입니다.', { exact: false }),
    ).toBeVisible();
    // Only the addressed section opens; the others stay closed.
    await expect(page.getByRole('button', { name: '데이터 준비' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('opening a help section puts its name in the address', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('button', { name: '결과 해석' }).click();
    await expect(page).toHaveURL(/\/help#results$/);
  });

  test('the privacy policy has its ten sections', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeVisible();
    const articles = page.getByRole('region', { name: /^제\d+조/ });
    await expect(articles).toHaveCount(10);
    await expect(articles.first()).toContainText('이메일 주소');
    await expect(page.getByRole('heading', { level: 2, name: /^제10조/ })).toBeVisible();
  });

  test('/page/terms renders the terms from the database', async ({ page }) => {
    await page.goto('/page/terms');
    await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
    await expect(page.getByText(/최종 수정일:/)).toBeVisible();
  });

  test('/page/does-not-exist says the page was not found', async ({ page }) => {
    await page.goto('/page/does-not-exist');
    await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
  });

  test('the footer links to the privacy policy and the terms', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await footer.getByRole('link', { name: '개인정보 처리방침' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});
