import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from './scope';

/**
 * The repositories' organisation filter (issue 14 §4): a condition on an `organisation_id`
 * column that keeps exactly the rows the scope may read. Admins read everything; a member its own
 * organisation; an overseer also the operators it is granted.
 */
export function readableBy(scope: Scope, column: AnyPgColumn | SQL): SQL {
  if (scope.everywhere) return sql`true`;
  const own = scope.organisationId;
  const parts: SQL[] = [];
  if (own) parts.push(sql`${column} = ${own}`);
  if (scope.oversees === 'all') {
    parts.push(sql`${column} in (select id from organisations where kind = 'operator')`);
  } else if (scope.oversees.length > 0) {
    parts.push(
      sql`${column} in (${sql.join(
        scope.oversees.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}
