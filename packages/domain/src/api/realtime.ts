import { z } from 'zod';
import { BoardRealtimeMessage } from './board';
import { Job } from './financial-data';
import { ForecastRunSummary } from './forecast';
import { Notification } from './notifications';

/** Messages pushed over the realtime WebSocket (/api/ws). */
export const RealtimeMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification.created'), notification: Notification }),
  z.object({ type: z.literal('notification.changed') }),
  z.object({ type: z.literal('pong') }),
  /** Extraction job progress, sent to the user who uploaded. */
  z.object({ type: z.literal('job.progress'), job: Job }),
  /** Forecast run progress and outcome (issue 16 §1), sent to the user who started the run. */
  z.object({ type: z.literal('forecast.progress'), run: ForecastRunSummary }),
  /** Financial-data channel (data-center-board-admin.md §3), for subscribers of a company. */
  z.object({ type: z.literal('company_subscribed'), companyId: z.uuid() }),
  z.object({ type: z.literal('company_unsubscribed'), companyId: z.uuid() }),
  z.object({ type: z.literal('heartbeat') }),
  z.object({ type: z.literal('financial_ratios_updated'), companyId: z.uuid() }),
  /** Statements or accounts of a company changed: reload what is shown. */
  z.object({ type: z.literal('cache_invalidate'), companyId: z.uuid() }),
  /** Board channel (issue 17 §5), for sockets that sent subscribe_board. */
  ...BoardRealtimeMessage.options,
]);
export type RealtimeMessage = z.infer<typeof RealtimeMessage>;
