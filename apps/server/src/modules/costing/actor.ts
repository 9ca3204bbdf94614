/** The signed-in user of a costing write (the role guard has already let the request through). */
export type CostingActor = { id: string; name: string; role: string | null | undefined };
