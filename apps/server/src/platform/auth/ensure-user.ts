import { passwordIssues, type Role } from '@bus/domain';
import type { Auth } from './auth';

export type EnsureResult = 'created' | 'promoted' | 'unchanged';

export class WeakPasswordError extends Error {}

/**
 * Makes sure an account with this e-mail exists with this role: creates it (with the password)
 * or changes the role of the existing one. An existing password is left as it is.
 */
export async function ensureUser(
  auth: Auth,
  input: { email: string; password: string; name: string; role: Role },
): Promise<EnsureResult> {
  const ctx = await auth.$context;
  const email = input.email.toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing) {
    // The admin plugin's role column is not part of the adapter's core user type.
    const role: unknown = 'role' in existing.user ? existing.user.role : undefined;
    if (role === input.role) return 'unchanged';
    await ctx.internalAdapter.updateUser(existing.user.id, { role: input.role });
    return 'promoted';
  }
  const issues = passwordIssues(input.password);
  if (issues.length > 0) {
    throw new WeakPasswordError(
      `password of ${email} does not meet the policy: ${issues.join(', ')}`,
    );
  }
  await auth.api.createUser({
    body: { email, password: input.password, name: input.name, role: input.role },
  });
  return 'created';
}
