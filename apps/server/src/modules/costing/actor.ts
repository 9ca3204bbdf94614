import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sessions } from '../../platform/auth/session';

/** The signed-in user of a costing write (the role guard has already let the request through). */
export type CostingActor = { id: string; name: string; role: string | null | undefined };

/** Reads the actor of a write from its session (401 without one). */
export const costingActorOf =
  (sessions: Sessions) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<CostingActor> => {
    const { user } = await sessions.require(req, reply);
    return { id: user.id, name: user.name, role: user.role };
  };
