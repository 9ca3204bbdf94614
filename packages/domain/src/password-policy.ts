/** data-center-board-admin.md §5 "Password (register and change)": minimum length. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted; bounds hashing cost for hostile input. */
export const PASSWORD_MAX_LENGTH = 128;
/** Words a password may not contain (case-insensitive), §5. */
export const FORBIDDEN_PASSWORD_WORDS = ['password', '123456', 'qwerty', 'admin'] as const;

export type PasswordIssue =
  | 'tooShort'
  | 'tooLong'
  | 'noUppercase'
  | 'noLowercase'
  | 'noDigit'
  | 'noSpecial'
  | 'forbiddenWord';

/** Lists every unmet condition of the password policy; an empty list means the password is acceptable. */
export function passwordIssues(password: string): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) issues.push('tooShort');
  if (password.length > PASSWORD_MAX_LENGTH) issues.push('tooLong');
  if (!/[A-Z]/.test(password)) issues.push('noUppercase');
  if (!/[a-z]/.test(password)) issues.push('noLowercase');
  if (!/[0-9]/.test(password)) issues.push('noDigit');
  if (!/[^A-Za-z0-9]/.test(password)) issues.push('noSpecial');
  const lower = password.toLowerCase();
  if (FORBIDDEN_PASSWORD_WORDS.some((word) => lower.includes(word))) issues.push('forbiddenWord');
  return issues;
}
