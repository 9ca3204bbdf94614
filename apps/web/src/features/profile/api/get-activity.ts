import { AccountActivity } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** Page views per page of the activity tab. */
export const PAGE_VIEWS_PAGE_SIZE = 20;

/** GET /api/account/activity?page=: own sign-ins, signed-in devices and a page of page views. */
export function getActivity(page: number): Promise<AccountActivity> {
  const params = new URLSearchParams({
    page: String(page),
    pageSize: String(PAGE_VIEWS_PAGE_SIZE),
  });
  return api.get(`/account/activity?${params}`, AccountActivity);
}

export function useActivity(page: number) {
  return useQuery({
    queryKey: profileKeys.activity(page),
    queryFn: () => getActivity(page),
    placeholderData: keepPreviousData,
  });
}
