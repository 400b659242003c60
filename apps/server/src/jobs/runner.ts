import type { Env } from '../config/env.ts';

export interface JobRunner {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `job` every `intervalMs`, never two runs of it at once in this process (several
 * processes are kept apart by the jobs' own row locks). A failing run is reported and the
 * next one tries again.
 */
export function startJob(
  intervalMs: number,
  job: () => Promise<unknown>,
  onError: (error: unknown) => void,
): JobRunner {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  // A pending timer never keeps the process alive on its own.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Seconds between runs: the setting, else off under NODE_ENV=test (tests run jobs directly). */
export function intervalOf(env: Env, configured: number | undefined, fallback: number): number {
  if (configured !== undefined) return configured;
  return env.NODE_ENV === 'test' ? 0 : fallback;
}
