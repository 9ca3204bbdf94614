import type { Me, Profile } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { PROFILE, problem } from '../features/profile/test/profile-fixtures';
import { i18n } from '../lib/i18n';
import { loadLocales, mockApi, renderRoutes, testUser } from '../test/app-test-utils';
import { LanguageSelect } from './language-select';

beforeAll(() => loadLocales(['common', 'errors', 'profile']));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ko');
});

type Call = { method: string; path: string; body: unknown };

/**
 * A fake server holding one profile with its version: PUT /account/profile is refused with 409
 * when the version sent is not the stored one (as the real server does).
 */
function serve(me: Me | null, language: 'ok' | 'fail' = 'ok') {
  let stored: Profile = PROFILE;
  let versions = 0;
  const nextVersion = () => {
    versions += 1;
    return `2026-03-05T00:00:0${versions}.000Z`;
  };
  const calls: Call[] = [];
  mockApi((method, path, body) => {
    calls.push({ method, path, body });
    if (path === '/me') return me ? { status: 200, body: me } : problem(401, 'unauthenticated');
    if (path === '/account/language' && method === 'PUT') {
      if (language === 'fail') return problem(503, 'unavailable');
      const { preferredLanguage } = body as { preferredLanguage: Profile['preferredLanguage'] };
      stored = { ...stored, preferredLanguage, updatedAt: nextVersion() };
      return { status: 200, body: stored };
    }
    if (path === '/account/profile' && method === 'GET') return { status: 200, body: stored };
    if (path === '/account/profile' && method === 'PUT') {
      const { updatedAt, ...fields } = body as Profile;
      if (updatedAt !== stored.updatedAt) return problem(409, 'conflict', { current: stored });
      stored = { ...stored, ...fields, updatedAt: nextVersion() };
      return { status: 200, body: stored };
    }
    return undefined;
  });
  return calls;
}

const saves = (calls: Call[], path: string) =>
  calls.filter((c) => c.method === 'PUT' && c.path === path);

async function choose(name: string) {
  await userEvent.click(within(screen.getByTestId('language-select')).getByRole('combobox'));
  const options = await screen.findAllByTitle(name);
  const option = options.find((o) => o.closest('.ant-select-dropdown'));
  if (!option) throw new Error(`no option ${name}`);
  await userEvent.click(option);
}

const topBar = [{ path: '/', element: <LanguageSelect /> }];

describe('language select', { timeout: 30_000 }, () => {
  it("saves a signed-in user's choice to the profile, so other devices follow", async () => {
    const calls = serve(testUser('user'));
    renderRoutes(topBar, '/');
    await waitFor(() => expect(calls.some((c) => c.path === '/me')).toBe(true));
    await choose('English');
    await waitFor(() => expect(i18n.language).toBe('en'));
    await waitFor(() =>
      expect(saves(calls, '/account/language').map((c) => c.body)).toEqual([
        { preferredLanguage: 'en' },
      ]),
    );
  });

  it("keeps a visitor's choice in this browser only", async () => {
    const calls = serve(null);
    renderRoutes(topBar, '/');
    await waitFor(() => expect(calls.some((c) => c.path === '/me')).toBe(true));
    await choose('日本語');
    await waitFor(() => expect(i18n.language).toBe('ja'));
    expect(localStorage.getItem('language')).toBe('ja');
    expect(saves(calls, '/account/language')).toEqual([]);
  });

  it('does not change the profile of a user an admin is acting as', async () => {
    const calls = serve(testUser('user', { impersonatedBy: 'admin-1' }));
    renderRoutes(topBar, '/');
    await waitFor(() => expect(calls.some((c) => c.path === '/me')).toBe(true));
    await choose('English');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(saves(calls, '/account/language')).toEqual([]);
  });

  it('says so when the choice could not be saved to the profile', async () => {
    serve(testUser('user'), 'fail');
    renderRoutes(topBar, '/');
    await choose('English');
    expect(
      await screen.findByText(/The language changed here, but it could not be saved/),
    ).toBeInTheDocument();
  });

  it('a language picked in the top bar does not turn the next profile save into a conflict', async () => {
    const calls = serve(testUser('user'));
    renderRoutes(
      [
        {
          path: '/profile',
          element: (
            <>
              <LanguageSelect />
              <ProfilePage />
            </>
          ),
        },
      ],
      '/profile',
    );
    const bio = await screen.findByRole('textbox', { name: '소개' });
    await userEvent.type(bio, '노선 원가 담당');
    await choose('English');
    await waitFor(() =>
      expect(within(screen.getByTestId('preferred-language')).getByText('English')).toBeVisible(),
    );
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-conflict')).not.toBeInTheDocument();
    const profileSaves = saves(calls, '/account/profile');
    expect(profileSaves).toHaveLength(1);
    expect(profileSaves[0]?.body).toMatchObject({
      bio: '노선 원가 담당',
      preferredLanguage: 'en',
      // The version the language save produced, not the one the form was loaded with.
      updatedAt: '2026-03-05T00:00:01.000Z',
    });
    expect(i18n.language).toBe('en');
  });
});
