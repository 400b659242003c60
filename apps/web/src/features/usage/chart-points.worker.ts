/// <reference lib="webworker" />
import { chartPoints, type ChartInput } from './chart-points';

/** Decimates the chart's series off the main thread: one reply per request, by id. */
self.onmessage = (event: MessageEvent<{ id: number; input: ChartInput }>) => {
  const { id, input } = event.data;
  self.postMessage({ id, columns: chartPoints(input) });
};
