import { chartPoints, type ChartInput } from './chart-points';
import type { Columns } from './downsample';

interface Waiting {
  input: ChartInput;
  resolve: (columns: Columns) => void;
}

let worker: Worker | null = null;
let broken = false;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function startWorker(): Worker | null {
  if (broken || typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./chart-points.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; columns: Columns }>) => {
      waiting.get(event.data.id)?.resolve(event.data.columns);
      waiting.delete(event.data.id);
    };
    // A worker that cannot start must not leave the chart blank: finish here instead.
    worker.onerror = () => {
      broken = true;
      worker?.terminate();
      worker = null;
      for (const { input, resolve } of waiting.values()) resolve(chartPoints(input));
      waiting.clear();
    };
  }
  return worker;
}

/**
 * The chart's decimated points, computed in a worker thread; where there is no Worker (tests)
 * or it failed to start, on this thread with the same function.
 */
export function computeChartPoints(input: ChartInput): Promise<Columns> {
  const thread = startWorker();
  if (!thread) return Promise.resolve(chartPoints(input));
  const id = ++nextId;
  return new Promise((resolve) => {
    waiting.set(id, { input, resolve });
    thread.postMessage({ id, input });
  });
}
