import type { EntitySetView } from '@bus/domain';
import type { DatabaseHandle } from '../../platform/db/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { scenarioRepo } from '../cost-estimation/repo';
import type { CostingServices } from '../costing/services';
import { allocationService, type LiveAllocation } from './allocation-service';
import { entityService } from './entities-service';
import { writeEntityTemplate } from './entity-file';
import { allocationRepo } from './repo';

/** Service entities, driver overrides and stored allocations (issue 15 §1–§2). */
export function costAllocationServices(deps: {
  database: DatabaseHandle;
  hub: RealtimeHub;
  costing: CostingServices;
}) {
  const repo = allocationRepo(deps.database.db);
  const invalidate = (companyId: string) =>
    deps.hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
  const entities = entityService({ repo, invalidate });
  const allocation = allocationService({
    repo,
    scenarios: scenarioRepo(deps.database.db),
    costing: deps.costing,
    invalidate,
  });
  return {
    entities,
    allocation,
    template: writeEntityTemplate,

    /** The period's entity set (version 0 and no entities when none is stored). */
    entitySet(companyId: string, period: string): Promise<EntitySetView> {
      return entities.view({ companyId, period });
    },

    /**
     * The period's operating expense allocated to its current entities with the current driver
     * overrides; nothing stored (the depreciation results use it).
     */
    liveAllocation(companyId: string, period: string): Promise<LiveAllocation> {
      return allocation.liveAllocation(companyId, period);
    },
  };
}

export type CostAllocationServices = ReturnType<typeof costAllocationServices>;
