import { describe, expect, it } from 'vitest';
import { passwordIssues } from './password-policy';

describe('passwordIssues', () => {
  it('accepts a password meeting every condition', () => {
    expect(passwordIssues('Busan#2024')).toEqual([]);
  });

  it('names every unmet condition of a short lowercase password', () => {
    expect(passwordIssues('abc')).toEqual(['tooShort', 'noUppercase', 'noDigit', 'noSpecial']);
  });

  it('rejects passwords containing a forbidden word in any case', () => {
    expect(passwordIssues('MyPassWord1!')).toContain('forbiddenWord');
    expect(passwordIssues('Xy!123456')).toContain('forbiddenWord');
    expect(passwordIssues('Good!Admin9')).toContain('forbiddenWord');
  });
});
