import { useState } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** A document saved with optimistic locking: `updatedAt` is its version. */
type Versioned = { updatedAt: string };

/** A 409 the user has to settle: what they submitted and what the server holds now. */
export type SaveConflict<Values, Doc> = { mine: Values; theirs: Doc };

type Options<Values, Doc extends Versioned> = {
  /** Saves `values` as an edit of `version`. */
  save: (values: Values, version: string) => Promise<Doc>;
  /** Reads the stored document of a 409 (`params.current`). */
  schema: ZodType<Doc>;
  /** Whether the server's document differs from `base` in a field this form edits. */
  changedByOthers: (server: Doc, base: Doc) => boolean;
};

/** The stored document carried by a 409 `conflict`, or null for any other failure. */
export function conflictDocument<Doc>(error: unknown, schema: ZodType<Doc>): Doc | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'conflict')
    return null;
  const parsed = schema.safeParse(error.problem.params?.current);
  return parsed.success ? parsed.data : null;
}

/**
 * Saving with the version (ARCHITECTURE.md: a stale save gets 409, never a silent overwrite).
 * The user's row has one version for profile, notifications and settings, so a 409 can come from
 * a change to fields this form does not edit (another tab, a sign-in, two-factor): then nothing
 * would be overwritten and the edit is saved again on the new version. When a field of this form
 * changed elsewhere, `conflict` holds both versions until the user keeps theirs or takes the
 * server's.
 */
export function useVersionedSave<Values, Doc extends Versioned>({
  save,
  schema,
  changedByOthers,
}: Options<Values, Doc>) {
  const [conflict, setConflict] = useState<SaveConflict<Values, Doc> | null>(null);

  /** Resolves with the saved document, or null when a conflict now waits for the user. */
  const submit = async (values: Values, base: Doc): Promise<Doc | null> => {
    try {
      return await save(values, base.updatedAt);
    } catch (error) {
      const theirs = conflictDocument(error, schema);
      // A 409 must carry a newer version; the same one again would loop.
      if (!theirs || theirs.updatedAt === base.updatedAt) throw error;
      if (!changedByOthers(theirs, base)) return submit(values, theirs);
      setConflict({ mine: values, theirs });
      return null;
    }
  };

  /** Saves the user's values over the server's version they have now seen. */
  const keepMine = async (): Promise<Doc | null> => {
    if (!conflict) return null;
    setConflict(null);
    return submit(conflict.mine, conflict.theirs);
  };

  /** Drops the user's values; returns the server's document for the form to show. */
  const takeTheirs = (): Doc | null => {
    const theirs = conflict?.theirs ?? null;
    setConflict(null);
    return theirs;
  };

  return { submit, conflict, keepMine, takeTheirs };
}
