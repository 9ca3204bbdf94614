import { z } from 'zod';
import { readsRow, writesRow } from '../../platform/tenancy/route-rules';

export const PREFIX = '/api/forecast';
export const tags = ['forecast'];

/** The model catalogue, parameters and templates are public (spec §6: forecast allows anonymous). */
export const PUBLIC = { minRole: 'public' as const, tenancy: 'none' as const };
/** Reading an upload stores nothing and touches no organisation's rows. */
export const INSPECT = { minRole: 'viewer' as const, tenancy: 'none' as const };
/** Lists read through the scope's filter; creating writes into an organisation the caller may write. */
export const LIST = { minRole: 'viewer' as const, tenancy: 'listed' as const };
export const CREATE = { minRole: 'user' as const, tenancy: 'listed' as const };

/** A run or series: another organisation's answers 404; overseers and viewers only read. */
export const READ_RUN = readsRow('forecast-run', 'runId');
export const WRITE_RUN = writesRow('forecast-run', 'runId');
export const READ_SERIES = readsRow('forecast-series', 'seriesId');
export const WRITE_SERIES = writesRow('forecast-series', 'seriesId');

export const RunParams = z.object({ runId: z.uuid() });
export const SeriesParams = z.object({ seriesId: z.uuid() });
