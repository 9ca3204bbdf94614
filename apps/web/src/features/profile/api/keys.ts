/** Query keys of the profile; everything of the account lives under one root. */
export const PROFILE_ROOT = ['account'] as const;

export const profileKeys = {
  profile: () => [...PROFILE_ROOT, 'profile'] as const,
  notifications: () => [...PROFILE_ROOT, 'notifications'] as const,
  security: () => [...PROFILE_ROOT, 'security'] as const,
  activity: (page: number) => [...PROFILE_ROOT, 'activity', page] as const,
  activityRoot: () => [...PROFILE_ROOT, 'activity'] as const,
  twoFactorStatus: () => ['two-factor', 'status'] as const,
};
