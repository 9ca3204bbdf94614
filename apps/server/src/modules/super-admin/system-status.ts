import { readdir, statfs } from 'node:fs/promises';
import os from 'node:os';
import { dirname } from 'node:path';
import type { ResourceUsage, SystemStatus } from '@bus/domain';
import type { HealthService } from '../health/service';
import type { RedisReader } from './redis-info';

/** CPU use is the busy share of every core between two readings this far apart (issue 18 §1). */
export const CPU_SAMPLE_MS = 200;

type CpuTimes = { idle: number; total: number };

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, irq, idle: idleMs } = cpu.times;
    idle += idleMs;
    total += user + nice + sys + irq + idleMs;
  }
  return { idle, total };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function percentOf(used: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, round1((used / total) * 100)));
}

/** Busy percent of all cores over `ms` milliseconds. */
export async function sampleCpu(ms = CPU_SAMPLE_MS): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  const idle = after.idle - before.idle;
  return total > 0 ? percentOf(total - idle, total) : 0;
}

/** Memory in use: total minus what the kernel can hand out now (MemAvailable on Linux). */
export function memoryUsage(): ResourceUsage {
  const totalBytes = os.totalmem();
  const usedBytes = totalBytes - os.freemem();
  return { usedBytes, totalBytes, percent: percentOf(usedBytes, totalBytes) };
}

/**
 * The filesystem holding `path` (DATA_DIR), as `df` reports it: used over used plus what an
 * unprivileged process may still write. A folder not created yet is measured at its nearest parent.
 */
export async function diskUsage(path: string): Promise<ResourceUsage & { path: string }> {
  let at = path;
  for (;;) {
    try {
      const stats = await statfs(at);
      const usedBytes = (stats.blocks - stats.bfree) * stats.bsize;
      const availableBytes = stats.bavail * stats.bsize;
      const totalBytes = stats.blocks * stats.bsize;
      return {
        path,
        usedBytes,
        totalBytes,
        percent: percentOf(usedBytes, usedBytes + availableBytes),
      };
    } catch (error) {
      const parent = dirname(at);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw error;
      at = parent;
    }
  }
}

/** Processes on the machine: the numeric entries of /proc; null where there is no /proc. */
export async function processCount(): Promise<number | null> {
  try {
    const entries = await readdir('/proc');
    return entries.filter((name) => /^\d+$/.test(name)).length;
  } catch {
    return null;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}

export type SystemStatusDeps = {
  health: HealthService;
  redis: RedisReader;
  dataDir: string;
  version: string;
};

/**
 * GET /api/super-admin/system-status: the machine's CPU, memory, disk, uptime and processes, and
 * the database and Redis probes of GET /api/health (one probe each, not a second ping).
 */
export async function systemStatus(deps: SystemStatusDeps): Promise<SystemStatus> {
  const [cpuPercent, disk, processes, health, redisMemory] = await Promise.all([
    sampleCpu(),
    diskUsage(deps.dataDir).then(
      (value) => ({ value, error: null }),
      (error: unknown) => ({ value: null, error: messageOf(error) }),
    ),
    processCount(),
    deps.health.check(),
    deps.redis.memory(),
  ]);
  const memory = process.memoryUsage();
  return {
    sampledAt: new Date().toISOString(),
    hostname: os.hostname(),
    platform: `${os.type()} ${os.release()}`,
    cpu: {
      percent: cpuPercent,
      cores: os.cpus().length,
      model: os.cpus()[0]?.model.trim() ?? '',
      loadAverage: os.loadavg().map(round1),
      sampleMs: CPU_SAMPLE_MS,
    },
    memory: memoryUsage(),
    disk: disk.value,
    diskError: disk.error,
    uptime: {
      machineSeconds: Math.round(os.uptime()),
      processSeconds: Math.round(process.uptime()),
    },
    processes,
    server: {
      version: deps.version,
      nodeVersion: process.version,
      pid: process.pid,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
    },
    database: health.database,
    redis: {
      ...health.redis,
      ...(health.redis.error ? { error: deps.redis.explain(health.redis.error) } : {}),
      usedMemoryBytes: health.redis.status === 'ok' ? (redisMemory?.usedMemoryBytes ?? null) : null,
      usedMemoryHuman: health.redis.status === 'ok' ? (redisMemory?.usedMemoryHuman ?? null) : null,
    },
  };
}
