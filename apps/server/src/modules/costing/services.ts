import type { DatabaseHandle } from '../../platform/db/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { investmentService } from './investment-service';
import { periodLoader } from './period';
import { periodRepo } from './period-repo';
import { costingRepo } from './repo';
import { transportCostService } from './service';
import { supportService } from './support-service';

/** Costing use cases over the financial data center's statements and costing's own tables. */
export function costingServices(deps: { database: DatabaseHandle; hub: RealtimeHub }) {
  const { database, hub } = deps;
  const load = periodLoader(periodRepo(database.db));
  const shared = { repo: costingRepo(database.db), load, hub };
  const transport = transportCostService(shared);
  return {
    transport,
    investment: investmentService(shared),
    support: supportService(shared, transport),
  };
}

export type CostingServices = ReturnType<typeof costingServices>;
