import type { DatabaseHandle } from '../../platform/db/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { CostAllocationServices } from '../cost-allocation/services';
import type { CostingServices } from '../costing/services';
import { allocationFeed } from './allocation-feed';
import { assetService } from './asset-service';
import { importService } from './import-service';
import { depreciationRepo } from './repo';
import { resultsService } from './results-service';

/** The asset register, its schedules, results and the cost-adjustment feed (issue 15 §4–§5). */
export function depreciationServices(deps: {
  database: DatabaseHandle;
  hub: RealtimeHub;
  costing: CostingServices;
  costAllocation: CostAllocationServices;
}) {
  const repo = depreciationRepo(deps.database.db);
  const changed = (companyId: string) =>
    deps.hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
  return {
    repo,
    assets: assetService(repo, changed),
    imports: importService(repo, changed),
    results: resultsService({
      repo,
      feed: allocationFeed(deps.costAllocation),
      statements: (companyId, fiscalYear) => deps.costing.transport.view(companyId, fiscalYear),
    }),
  };
}

export type DepreciationServices = ReturnType<typeof depreciationServices>;
