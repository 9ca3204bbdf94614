import { z } from 'zod';

export const ServiceStatus = z.object({
  status: z.enum(['ok', 'error', 'disabled']),
  driver: z.string().optional(),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});
export type ServiceStatus = z.infer<typeof ServiceStatus>;

/** GET /api/health: used by load balancers and by the spec's backend connection test. */
export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: ServiceStatus,
  redis: ServiceStatus,
});
export type Health = z.infer<typeof Health>;
