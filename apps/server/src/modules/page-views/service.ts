import type { PageViewBody } from '@bus/domain';
import type { PageViewRepo } from './repo';

/** Records one client-side route change; the user comes from the session, never from the body. */
export function pageViewService(repo: PageViewRepo) {
  return {
    record(userId: string | null, view: PageViewBody): Promise<void> {
      return repo.insert({
        userId,
        sessionId: view.sessionId,
        path: view.path,
        title: view.title ?? null,
      });
    },
  };
}

export type PageViewService = ReturnType<typeof pageViewService>;
