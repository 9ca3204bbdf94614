import type { DatabaseHandle } from '../../platform/db/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { CostAllocationServices } from '../cost-allocation/services';
import type { CostingServices } from '../costing/services';
import { scenarioRepo } from './repo';
import { estimationService } from './service';

/** Inflation scenarios and the next-period estimate (issue 15 §3). */
export function costEstimationServices(deps: {
  database: DatabaseHandle;
  hub: RealtimeHub;
  costing: CostingServices;
  costAllocation: CostAllocationServices;
}) {
  return estimationService({
    repo: scenarioRepo(deps.database.db),
    costAllocation: deps.costAllocation,
    invalidate: (companyId) =>
      deps.hub.publishCompany(companyId, { type: 'cache_invalidate', companyId }),
  });
}

export type CostEstimationServices = ReturnType<typeof costEstimationServices>;
