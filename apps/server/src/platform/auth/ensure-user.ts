import { passwordIssues, type Role } from '@bus/domain';
import type { Auth } from './auth';

/** `approved`: the role was already right, but a super admin lacked its e-mail approval. */
export type EnsureResult = 'created' | 'promoted' | 'approved' | 'unchanged';

export class WeakPasswordError extends Error {}

/**
 * Makes sure an account with this e-mail exists with this role: creates it (with the password)
 * or changes the role of the existing one. An existing password is left as it is. A super admin
 * always has e-mail approval (data-center-board-admin.md §4: promoting to super admin sets it).
 */
export async function ensureUser(
  auth: Auth,
  input: { email: string; password: string; name: string; role: Role },
): Promise<EnsureResult> {
  const ctx = await auth.$context;
  const email = input.email.toLowerCase();
  const approve = input.role === 'super_admin';
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing) {
    // The admin plugin's role column is not part of the adapter's core user type.
    const role: unknown = 'role' in existing.user ? existing.user.role : undefined;
    const needsApproval = approve && !existing.user.emailVerified;
    if (role === input.role && !needsApproval) return 'unchanged';
    await ctx.internalAdapter.updateUser(existing.user.id, {
      role: input.role,
      ...(needsApproval ? { emailVerified: true } : {}),
    });
    return role === input.role ? 'approved' : 'promoted';
  }
  const issues = passwordIssues(input.password);
  if (issues.length > 0) {
    throw new WeakPasswordError(
      `password of ${email} does not meet the policy: ${issues.join(', ')}`,
    );
  }
  const { user } = await auth.api.createUser({
    body: { email, password: input.password, name: input.name, role: input.role },
  });
  if (approve) await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
  return 'created';
}
