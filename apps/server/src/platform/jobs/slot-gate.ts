import { canStart, type JobLane, type LaneLimits, noneRunning } from './lanes';

type Waiter = { lane: JobLane; admit: () => void };

/**
 * Admits jobs in arrival order within the lane limits: `acquire` resolves once the job may run
 * and hands back its release. BullMQ's workers take jobs from two queues at once; this keeps one
 * process at `limits.total` parses, with a slot left for spreadsheets.
 */
export function slotGate(limits: LaneLimits) {
  const running = noneRunning();
  const waiters: Waiter[] = [];

  const admitWaiting = (): void => {
    for (let i = 0; i < waiters.length; ) {
      const waiter = waiters[i] as Waiter;
      if (!canStart(running, waiter.lane, limits)) {
        i += 1;
        continue;
      }
      waiters.splice(i, 1);
      running[waiter.lane] += 1;
      waiter.admit();
    }
  };

  return {
    acquire(lane: JobLane): Promise<() => void> {
      return new Promise((resolve) => {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          running[lane] -= 1;
          admitWaiting();
        };
        waiters.push({ lane, admit: () => resolve(release) });
        admitWaiting();
      });
    },
  };
}
