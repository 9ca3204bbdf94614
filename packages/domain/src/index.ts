export * from './api/auth';
export * from './api/health';
export * from './api/notifications';
export * from './api/page-views';
export * from './api/pages';
export * from './api/problem';
export * from './password-policy';
export * from './roles';
