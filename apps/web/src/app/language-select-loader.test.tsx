import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { loadLocales, mockApi, renderRoutes, sessionHandler } from '../test/app-test-utils';
import { LanguageSelectLoader } from './language-select-loader';

beforeAll(() => loadLocales(['common', 'errors']));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ko');
});

const topBar = [{ path: '/', element: <LanguageSelectLoader /> }];
const WAIT = { timeout: 20_000 };

function closedSelect() {
  return screen.getByRole('button', { name: '언어' });
}

describe('language select loader', { timeout: 30_000 }, () => {
  it('names the current language before the select is loaded', () => {
    mockApi(sessionHandler(null));
    renderRoutes(topBar, '/');
    expect(closedSelect()).toHaveTextContent('한국어');
    expect(closedSelect()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens the real select on a click, and the choice switches the language', async () => {
    mockApi(sessionHandler(null));
    renderRoutes(topBar, '/');
    await userEvent.click(closedSelect());
    const combobox = await screen.findByRole('combobox', undefined, WAIT);
    expect(combobox).toHaveFocus();
    const english = await screen.findByTitle('English', undefined, WAIT);
    await userEvent.click(english);
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('opens from the keyboard with an arrow key', async () => {
    mockApi(sessionHandler(null));
    renderRoutes(topBar, '/');
    closedSelect().focus();
    await userEvent.keyboard('{ArrowDown}');
    const combobox = await screen.findByRole('combobox', undefined, WAIT);
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
  });
});
