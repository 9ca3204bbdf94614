import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderRoute } from '../testing/render-with-providers';
import { HelpPage, sectionFromHash } from './help-page';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createTestI18n('ko');
});

const originalScrollIntoView = Element.prototype.scrollIntoView;

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

function header(name: string) {
  return screen.getByRole('button', { name });
}

describe('HelpPage', () => {
  it('opens the section named by the URL hash and scrolls it into view', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderRoute(<HelpPage />, { path: '/help', url: '/help#params', i18n });

    expect(header('파라미터 설정')).toHaveAttribute('aria-expanded', 'true');
    expect(header('데이터 준비')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('changepoint_prior_scale')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('params'));
  });

  it('opens the data section when there is no hash', () => {
    renderRoute(<HelpPage />, { path: '/help', url: '/help', i18n });
    expect(header('데이터 준비')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/최대 10MB/)).toBeInTheDocument();
    for (const name of ['예측 실행', '파라미터 설정', '결과 해석', '활용 팁']) {
      expect(header(name)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('ignores an unknown hash', () => {
    renderRoute(<HelpPage />, { path: '/help', url: '/help#nothing', i18n });
    expect(header('데이터 준비')).toHaveAttribute('aria-expanded', 'true');
  });

  it('writes the opened section into the hash without adding history entries', async () => {
    const { router } = renderRoute(<HelpPage />, { path: '/help', url: '/help', i18n });
    await userEvent.click(header('결과 해석'));

    expect(header('결과 해석')).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.hash).toBe('#results');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText(/R²\(결정계수\)/)).toBeInTheDocument();
  });

  it('follows a later hash change, e.g. from a link to /help#tips', async () => {
    const { router } = renderRoute(<HelpPage />, { path: '/help', url: '/help', i18n });
    await router.navigate('/help#tips');
    expect(await screen.findByText(/자동 선택 모델을 기본 설정으로/)).toBeInTheDocument();
    expect(header('활용 팁')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('sectionFromHash', () => {
  it('maps the five hashes and rejects others', () => {
    expect(['#data', '#forecast', '#params', '#results', '#tips'].map(sectionFromHash)).toEqual([
      'data',
      'forecast',
      'params',
      'results',
      'tips',
    ]);
    expect(sectionFromHash('')).toBeUndefined();
    expect(sectionFromHash('#DATA')).toBeUndefined();
  });
});
