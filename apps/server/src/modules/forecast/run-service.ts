import { createHash } from 'node:crypto';
import type {
  ForecastRun,
  ForecastRunList,
  ForecastRunQuery,
  ForecastRunRequest,
  ForecastRunSummary,
  SeriesData,
} from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import type { JobRunner } from '../../platform/jobs/job-runner';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { Scope } from '../../platform/tenancy/scope';
import { engineVersion } from './engine-version';
import type { RunRepo, RunSummaryRow } from './run-repo';
import { runSummary, runView } from './run-view';
import type { SeriesService } from './series-service';

/** How long a cancel waits for the process running the run to stop it (it polls each second). */
const CANCEL_WAIT_MS = 5_000;

/** Who submits: the user, and where the run goes (the company's organisation, or the caller's). */
export type Submitter = { userId: string; organisationId: string };

/** SHA-256 of the series: the same data gives the same fingerprint, whatever it came from. */
export function fingerprintOf(series: SeriesData): string {
  const text = JSON.stringify([series.frequency, series.labels, series.values]);
  return createHash('sha256').update(text).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function runService(deps: {
  runs: RunRepo;
  series: SeriesService;
  runner: JobRunner;
  hub: RealtimeHub;
  jobsPerUser: number;
  log: FastifyBaseLogger;
  /** Refuses what the engine would refuse, before anything is stored (forecast pool). */
  validate: (request: ForecastRunRequest, series: SeriesData) => Promise<void>;
}) {
  const { runs, series, runner, hub, log } = deps;

  const summaryOf = async (row: RunSummaryRow) => runSummary(row, await runs.queuePosition(row));
  const summaryById = async (id: string) => {
    const row = await runs.summary(id);
    if (!row) throw new AppError('not_found', 404);
    return summaryOf(row);
  };
  const found = async (id: string) => {
    const row = await runs.get(id);
    if (!row) throw new AppError('not_found', 404);
    return row;
  };
  /** The run as `scope` may read it: an overseer sees another organisation's saved runs only. */
  const readable = async (scope: Scope, id: string) => {
    const row = await found(id);
    const own = scope.everywhere || row.organisationId === scope.organisationId;
    if (!own && !row.saved) throw new AppError('not_found', 404);
    return row;
  };

  /** Pushes the run to its owner's sockets (forecast.progress); a failure only logs. */
  const announce = async (id: string): Promise<void> => {
    try {
      const row = await runs.summary(id);
      if (row?.userId) {
        await hub.publish(row.userId, { type: 'forecast.progress', run: await summaryOf(row) });
      }
    } catch (err) {
      log.warn({ err, runId: id }, 'forecast progress not announced');
    }
  };

  /** The series a request reads: sent with it, or a saved one (whose company the run is about). */
  async function inputOf(request: ForecastRunRequest) {
    if (request.seriesId) {
      const saved = await series.get(request.seriesId);
      return {
        data: saved.series,
        seriesId: saved.id,
        companyId: request.companyId ?? saved.companyId,
      };
    }
    if (!request.series) throw new AppError('validation_failed', 400, { field: 'series' });
    if (request.saveSeriesAs && !request.companyId) {
      throw new AppError('validation_failed', 400, { field: 'companyId' });
    }
    return { data: request.series, seriesId: null, companyId: request.companyId };
  }

  /** Stores the series sent under `saveSeriesAs` for the company, once the request is accepted. */
  async function savedSeriesId(request: ForecastRunRequest, by: string, seriesId: string | null) {
    if (!request.saveSeriesAs || !request.companyId || !request.series) return seriesId;
    const input = {
      companyId: request.companyId,
      name: request.saveSeriesAs,
      series: request.series,
    };
    return (await series.save(input, by)).id;
  }

  return {
    announce,

    /** Stores the run as queued (within the user's cap) and queues it; 202 with its summary. */
    async submit(submitter: Submitter, request: ForecastRunRequest): Promise<ForecastRunSummary> {
      const input = await inputOf(request);
      await deps.validate(request, input.data);
      const seriesId = await savedSeriesId(request, submitter.userId, input.seriesId);
      const models =
        request.kind === 'comparison' ? request.models.map((m) => m.model) : [request.model];
      const id = await runs.insert(
        {
          organisationId: submitter.organisationId,
          companyId: input.companyId,
          seriesId,
          userId: submitter.userId,
          kind: request.kind,
          model: models[0] ?? 'auto',
          models,
          horizon: request.horizon,
          points: input.data.values.length,
          firstPeriod: input.data.labels[0] ?? '',
          lastPeriod: input.data.labels.at(-1) ?? '',
          request: request as unknown as Record<string, unknown>,
          series: input.data,
          fingerprint: fingerprintOf(input.data),
          engineVersion: engineVersion(),
        },
        deps.jobsPerUser,
      );
      // Read before it is queued: the in-process runner may start it at once.
      const queued = await summaryById(id);
      await runner.enqueue(id, 'document');
      return queued;
    },

    readable,

    async get(scope: Scope, id: string): Promise<ForecastRun> {
      const row = await readable(scope, id);
      return runView(row, await runs.queuePosition(row));
    },

    async list(scope: Scope, query: ForecastRunQuery): Promise<ForecastRunList> {
      const { rows, total } = await runs.list(scope, query);
      return { items: await Promise.all(rows.map(summaryOf)), total };
    },

    /**
     * A queued run ends at once; a running one is asked to stop and the answer waits (up to 5 s)
     * for the process running it to end it. An ended run is left as it is.
     */
    async cancel(id: string): Promise<ForecastRunSummary> {
      const row = await found(id);
      if (
        row.status === 'queued' &&
        (await runs.end(id, 'cancelled', { code: 'forecast/cancelled', params: {} }))
      ) {
        await announce(id);
      } else if (row.status === 'running' && (await runs.requestCancel(id))) {
        const deadline = Date.now() + CANCEL_WAIT_MS;
        while (Date.now() < deadline && (await runs.cancelState(id))?.status === 'running') {
          await sleep(100);
        }
      }
      return summaryById(id);
    },

    async save(id: string, name: string): Promise<ForecastRunSummary> {
      const row = await found(id);
      if (row.status !== 'succeeded' || row.kind !== 'forecast' || !(await runs.save(id, name))) {
        throw new AppError('forecast/not-finished', 409, { status: row.status });
      }
      return summaryById(id);
    },

    async unsave(id: string): Promise<ForecastRunSummary> {
      await found(id);
      await runs.unsave(id);
      return summaryById(id);
    },

    /** Deletes a run; one still running is asked to stop (its process sees the row gone). */
    async remove(id: string): Promise<void> {
      const row = await found(id);
      if (row.status === 'running') await runs.requestCancel(id);
      await runs.remove(id);
    },
  };
}

export type RunService = ReturnType<typeof runService>;
