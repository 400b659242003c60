// Green Button export of a year of 15-minute reads (35,040 readings) on the real server (own
// process; PGlite with the demo seed, or PostgreSQL with BENCH_DATABASE_URL): time to the
// last byte and the server's memory while it streams, median of BENCH_RUNS runs. A month is
// measured the same way: flat memory means the year's peak is no higher than the month's.
// Memory is the server process's resident set (Linux /proc), sampled every 10 ms; the figure
// is the peak during the download minus the resident set just before it.
//   npm run bench:data-export -w @myaccount/bench
import { readFileSync } from 'node:fs';
import { signIn, startServer } from './lib/processes.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const READING_TAG = '<IntervalReading>';
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line![1]) / 1024;
};

const server = await startServer();
try {
  const base = server.address;
  const pid = server.child.pid!;
  const { headers, enrollmentId } = await signIn(base, 'demo');

  async function measure(label: string, days: number) {
    const url = `${base}/v2/data-export/espi/${enrollmentId}?startDate=${isoDay(-days)}&endDate=${isoDay(-1)}`;
    const times: number[] = [];
    const peaks: number[] = [];
    let bytes = 0;
    let readings = 0;
    for (let i = 0; i < runs; i++) {
      const before = rssMiB(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 10);
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      const reader = res.body!.getReader();
      bytes = 0;
      readings = 0;
      const decoder = new TextDecoder();
      // A tag can be cut between two chunks: carry the last few characters into the next one
      // (fewer than the tag's length, so no tag is counted twice).
      let tail = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        const text = tail + decoder.decode(value, { stream: true });
        readings += text.split(READING_TAG).length - 1;
        tail = text.slice(-(READING_TAG.length - 1));
      }
      times.push(performance.now() - t0);
      clearInterval(sampler);
      peaks.push(Math.max(peak, rssMiB(pid)) - before);
    }
    console.log(
      `${label.padEnd(6)} ${readings.toLocaleString('en-US').padStart(7)} readings  ` +
        `${(bytes / 1024 / 1024).toFixed(1).padStart(5)} MiB  median ${median(times).toFixed(0)} ms ` +
        `(min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})  ` +
        `server RSS growth median ${median(peaks).toFixed(1)} MiB (max ${Math.max(...peaks).toFixed(1)})  ` +
        `[${runs} runs]`,
    );
  }

  await measure('month', 30);
  await measure('year', 365);
} finally {
  server.child.kill();
}
