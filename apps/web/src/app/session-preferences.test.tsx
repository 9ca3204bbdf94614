import type { Me } from '@bus/domain';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { displayTimeZone, setDisplayTimeZone } from '../lib/format';
import { i18n } from '../lib/i18n';
import { ME_QUERY_KEY, meQueryOptions } from '../lib/use-auth';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../test/app-test-utils';
import { SessionPreferences } from './session-preferences';

// The shell's namespaces in Korean and English, so a switch does not wait for files to load.
beforeAll(() => loadLocales(['common', 'nav', 'errors']));
afterEach(async () => {
  vi.unstubAllGlobals();
  setDisplayTimeZone(null);
  await i18n.changeLanguage('ko');
});

function render(me: Me | null) {
  const session = { me };
  mockApi((method, path, body) => sessionHandler(session.me)(method, path, body));
  const result = renderRoutes([{ path: '/', element: <SessionPreferences /> }], '/');
  return { ...result, session };
}

describe('session preferences', () => {
  it("applies the profile's language when the session is first read, and only then", async () => {
    const { queryClient } = render(testUser('user', { preferredLanguage: 'en' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    // A switch made in this tab afterwards is not undone by the next reading of the session.
    await act(() => i18n.changeLanguage('ja'));
    await act(() => queryClient.refetchQueries({ queryKey: ME_QUERY_KEY }));
    expect(i18n.language).toBe('ja');
  });

  it('applies it again when someone signs in after a sign-out', async () => {
    const me = testUser('user', { preferredLanguage: 'en', timezone: 'Asia/Tokyo' });
    const { queryClient, session } = render(me);
    await waitFor(() => expect(i18n.language).toBe('en'));
    // Signing out clears the session in place; the visitor then picks Korean.
    act(() => queryClient.setQueryData(ME_QUERY_KEY, null));
    await waitFor(() => expect(displayTimeZone()).toBe('Asia/Seoul'));
    await act(() => i18n.changeLanguage('ko'));
    // Signing in reads the session again (lib/use-session-actions.ts).
    session.me = me;
    await act(() => queryClient.fetchQuery(meQueryOptions));
    await waitFor(() => expect(i18n.language).toBe('en'));
  });

  it('leaves an admin acting as another user in their own language', async () => {
    const { queryClient } = render(
      testUser('user', { preferredLanguage: 'ja', impersonatedBy: 'admin-1' }),
    );
    await waitFor(() => expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeTruthy());
    expect(i18n.language).toBe('ko');
  });

  it("shows times in the user's zone, and in Korea's again once signed out", async () => {
    const { queryClient } = render(testUser('user', { timezone: 'America/New_York' }));
    await waitFor(() => expect(displayTimeZone()).toBe('America/New_York'));
    // Signing out clears the session in place (lib/use-session-actions.ts).
    act(() => queryClient.setQueryData(ME_QUERY_KEY, null));
    await waitFor(() => expect(displayTimeZone()).toBe('Asia/Seoul'));
  });
});
