import type {
  AccountCreate,
  AccountUpdate,
  Company,
  CompanyUpdate,
  StatementDetail,
  StatementSummary,
  StatementUpdate,
} from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { Scope } from '../../platform/tenancy/scope';
import { storedDetails } from './company-details';
import type { CompanyRepo } from './company-repo';
import { evaluateStatement, matchStandard } from './evaluate';
import type {
  StatementChange,
  StatementQueries,
  StatementRepo,
  StatementView,
} from './statement-repo';
import { toCompany, toDetail, toSummary, toValues } from './views';

export type StatementServiceDeps = {
  companies: CompanyRepo;
  statements: StatementRepo;
  storage: FileStorage;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
};

const notFound = () => new AppError('not_found', 404);
const conflict = (currentVersion: number) => new AppError('conflict', 409, { currentVersion });

/** Reads the statement for a versioned write: 404 when gone, 409 when the edit is stale. */
async function lockable(
  repo: StatementQueries,
  id: string,
  version: number,
): Promise<StatementView> {
  const statement = await repo.get(id);
  if (!statement) throw notFound();
  if (statement.version !== version) throw conflict(statement.version);
  return statement;
}

/**
 * Re-validates a statement (alone and against the same company-year's other statements) and
 * stores the outcome with `change`, bumping the version; inside the caller's transaction.
 */
async function revalidate(
  repo: StatementQueries,
  statement: StatementView,
  change: StatementChange = {},
): Promise<void> {
  const type = change.type ?? statement.type;
  const year = change.fiscalYear ?? statement.fiscalYear;
  const others = (await repo.sameYear(statement.companyId, year)).filter(
    (s) => s.id !== statement.id,
  );
  const withAccounts = await Promise.all(
    others.map(async (s) => ({ type: s.type, accounts: toValues(await repo.accounts(s.id)) })),
  );
  const accounts = toValues(await repo.accounts(statement.id));
  const unit = change.unit ?? statement.unit;
  const outcome = evaluateStatement({ type, accounts, unit }, withAccounts);
  const row = await repo.change(statement.id, statement.version, {
    ...change,
    status: outcome.status,
    validationMessages: outcome.messages,
  });
  if (!row) throw conflict(statement.version + 1);
}

/** Companies, statements and accounts of the financial data center (spec §2, §7). */
export function statementService(deps: StatementServiceDeps) {
  const { companies, statements, storage, hub, log } = deps;
  const invalidate = (companyId: string) =>
    hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
  const detail = async (id: string, repo: StatementQueries = statements) => {
    const row = await repo.get(id);
    if (!row) throw notFound();
    return toDetail(row, await repo.accounts(id));
  };
  /** A write in one transaction, then the detail as stored and a reload signal to watchers. */
  const write = async (id: string, work: (repo: StatementQueries) => Promise<void>) => {
    const result = await statements.transaction(async (repo) => {
      await work(repo);
      return detail(id, repo);
    });
    await invalidate(result.companyId);
    return result;
  };

  return {
    /** The companies the caller may read (its organisation's, overseen ones, all for admins). */
    async listCompanies(scope: Scope, q: string | undefined): Promise<Company[]> {
      return (await companies.list(scope, q)).map((row) => toCompany(row, scope));
    },
    async company(scope: Scope, id: string): Promise<Company> {
      const row = await companies.get(id);
      if (!row) throw notFound();
      return toCompany(row, scope);
    },
    /** Sets a company's business number and industry (null clears); 409 when the edit is stale. */
    async updateCompany(scope: Scope, id: string, input: CompanyUpdate): Promise<Company> {
      const row = await companies.transaction(async (repo) => {
        const company = await repo.get(id);
        if (!company) throw notFound();
        if (company.version !== input.version) throw conflict(company.version);
        const updated = await repo.updateDetails(id, input.version, storedDetails(input));
        if (!updated) throw conflict(company.version + 1);
        return repo.get(id);
      });
      if (!row) throw notFound();
      await invalidate(id);
      return toCompany(row, scope);
    },
    async listStatements(companyId: string): Promise<StatementSummary[]> {
      if (!(await companies.get(companyId))) throw notFound();
      return (await statements.listByCompany(companyId)).map(toSummary);
    },
    statement: (id: string): Promise<StatementDetail> => detail(id),
    updateStatement(id: string, input: StatementUpdate): Promise<StatementDetail> {
      return write(id, async (repo) => {
        const statement = await lockable(repo, id, input.version);
        const { version: _version, ...change } = input;
        await revalidate(repo, statement, change);
      });
    },
    validate(id: string): Promise<StatementDetail> {
      return write(id, async (repo) => {
        const statement = await repo.get(id);
        if (!statement) throw notFound();
        await revalidate(repo, statement);
      });
    },
    updateAccount(id: string, accountId: string, input: AccountUpdate): Promise<StatementDetail> {
      return write(id, async (repo) => {
        // The line must be of this statement: another's id answers 404 before anything else.
        const before = await repo.account(id, accountId);
        if (!before) throw notFound();
        const statement = await lockable(repo, id, input.version);
        // A renamed line is matched to the dictionary again: renaming is how a user fixes a mapping.
        const match = before.name === input.name ? {} : matchStandard(input.name, statement.type);
        const updated = await repo.updateAccount(id, accountId, {
          ...match,
          name: input.name,
          ...(input.originalName !== undefined ? { originalName: input.originalName } : {}),
          currentValue: input.currentValue,
          previousValue: input.previousValue,
          ...(input.isVerified !== undefined ? { isVerified: input.isVerified } : {}),
        });
        if (!updated) throw notFound();
        await revalidate(repo, statement);
      });
    },
    addAccount(id: string, input: AccountCreate): Promise<StatementDetail> {
      return write(id, async (repo) => {
        const statement = await lockable(repo, id, input.version);
        await repo.insertAccount(id, {
          name: input.name,
          originalName: input.originalName || input.name,
          currentValue: input.currentValue,
          previousValue: input.previousValue,
          ...matchStandard(input.name, statement.type),
          isVerified: false,
          isTotal: input.isTotal,
          provenance: { extractor: 'manual', sheet: null, page: null, cell: null, position: null },
        });
        await revalidate(repo, statement);
      });
    },
    /** The original upload, for download. */
    async file(id: string): Promise<{ name: string; mimeType: string; body: Buffer }> {
      const row = await statements.file(id);
      if (!row) throw notFound();
      const body = await storage.get(row.storageKey).catch((err: unknown) => {
        log.error({ err, fileId: id }, 'stored file missing on disk');
        throw notFound();
      });
      return { name: row.originalName, mimeType: row.mimeType, body };
    },
  };
}

export type StatementService = ReturnType<typeof statementService>;
