/** A piece of background work that ended: what it was (its labels) and how long it ran. */
export type WorkTiming<L> = { labels: L; seconds: number };

export type WorkTimingListener<L> = (timing: WorkTiming<L>) => void;

/**
 * Durations of one kind of background work (extraction jobs, forecast runs), told to whoever
 * listens: the Prometheus registry when metrics are on, nobody otherwise. One per service
 * instance rather than a process-wide channel, so apps built side by side (the tests) each hear
 * only their own jobs.
 */
export function workTimings<L>() {
  const listeners = new Set<WorkTimingListener<L>>();
  return {
    /** Hears every timing from now on; the returned function stops listening. */
    listen(listener: WorkTimingListener<L>): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Starts the clock; calling the result ends it with the work's outcome. */
    start(): (labels: L) => void {
      const started = performance.now();
      return (labels) => {
        const seconds = (performance.now() - started) / 1000;
        for (const listener of listeners) listener({ labels, seconds });
      };
    },
  };
}

export type WorkTimings<L> = ReturnType<typeof workTimings<L>>;
/** What a service hands out: listening only, the clock stays with the work. */
export type WorkDurations<L> = Pick<WorkTimings<L>, 'listen'>;
