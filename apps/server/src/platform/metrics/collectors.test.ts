import pino from 'pino';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { LaneDepth } from '../jobs/job-runner';
import { poolGauges, queueDepthGauge } from './collectors';

const log = pino({ level: 'silent' });
const depth = (lanes: LaneDepth[]) => ({ depth: async () => lanes });

describe('queue depth collector', () => {
  it('reads every queue at scrape time, one series per queue, lane and state', async () => {
    const registry = new Registry();
    let waiting = 1;
    queueDepthGauge(
      registry,
      {
        extraction: { depth: async () => [{ lane: 'document', waiting, running: 2 }] },
        forecast: depth([{ lane: 'document', waiting: 0, running: 0 }]),
      },
      log,
    );
    const text = () => registry.getSingleMetricAsString('bus_job_queue_depth');
    expect(await text()).toContain(
      'bus_job_queue_depth{queue="extraction",lane="document",state="waiting"} 1',
    );
    waiting = 7;
    const now = await text();
    expect(now).toContain(
      'bus_job_queue_depth{queue="extraction",lane="document",state="waiting"} 7',
    );
    expect(now).toContain(
      'bus_job_queue_depth{queue="extraction",lane="document",state="running"} 2',
    );
    expect(now).toContain(
      'bus_job_queue_depth{queue="forecast",lane="document",state="running"} 0',
    );
  });

  it('leaves out a queue that fails or does not answer in time, and serves the rest', async () => {
    const registry = new Registry();
    queueDepthGauge(
      registry,
      {
        extraction: depth([{ lane: 'ocr', waiting: 3, running: 1 }]),
        forecast: { depth: () => new Promise<LaneDepth[]>(() => {}) },
        broken: { depth: async () => Promise.reject(new Error('redis down')) },
      },
      log,
      50,
    );
    const began = performance.now();
    const text = await registry.metrics();
    expect(performance.now() - began).toBeLessThan(1_000);
    expect(text).toContain('bus_job_queue_depth{queue="extraction",lane="ocr",state="waiting"} 3');
    expect(text).not.toContain('queue="forecast"');
    expect(text).not.toContain('queue="broken"');
  });
});

describe('pool gauges', () => {
  it('report the pool as it is at scrape time', async () => {
    const registry = new Registry();
    const stats = { total: 4, idle: 1, waiting: 0, max: 10 };
    poolGauges(registry, { poolStats: () => stats });
    stats.waiting = 2;
    const text = await registry.metrics();
    expect(text).toContain('bus_db_pool_connections 4');
    expect(text).toContain('bus_db_pool_idle_connections 1');
    expect(text).toContain('bus_db_pool_max_connections 10');
    expect(text).toContain('bus_db_pool_waiting_requests 2');
  });

  it('are not there at all without a pool (PGlite)', async () => {
    const registry = new Registry();
    poolGauges(registry, { poolStats: () => null });
    expect(await registry.metrics()).not.toContain('bus_db_pool');
  });
});
