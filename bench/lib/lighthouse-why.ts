// What a Lighthouse report says about why its LCP and TBT are what they are (issue 18: the
// bench says which target is not met and why). Both read the simulated figures Lighthouse
// scored, not the trace's own times.
import type { Result } from 'lighthouse';

interface Row {
  [key: string]: unknown;
}

const rowsOf = (lhr: Result, audit: string): Row[] => {
  const details = lhr.audits[audit]?.details as { items?: Row[] } | undefined;
  return details?.items ?? [];
};

/** LCP as its phases: "TTFB 476 ms + render delay 1,705 ms" (phases of 0 ms left out). */
export function lcpPhases(lhr: Result): string {
  // The LCP element audit's second table holds the phases.
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: Row[] }[] } | undefined;
  const phases = (details?.items?.[1]?.items ?? [])
    .filter((row) => Number(row.timing) >= 1)
    .map((row) => `${String(row.phase)} ${Math.round(Number(row.timing)).toLocaleString('en')} ms`);
  return phases.length ? phases.join(' + ') : 'phases not reported';
}

/** Where a script or stylesheet's name is a URL, its file; the page itself, "the document". */
function sourceName(url: unknown, page: string): string {
  if (typeof url !== 'string' || url === '' || url === 'Unattributable') return 'unattributed';
  if (url === page) return 'the document';
  if (url.includes('_lighthouse-eval')) return "Lighthouse's own script";
  const file = url.split('?')[0]!.split('/').pop() ?? url;
  // Hashed chunk names (react-BUIDTl4N.js) read as their chunk (react.js).
  return file.replace(/-[\w-]{8}(\.\w+)$/, '$1') || url;
}

/**
 * TBT's share of each source: each long task after the first contentful paint blocks for its
 * (simulated) length over 50 ms, summed by the script or stylesheet it is attributed to, the
 * largest first: "index.css 448 ms, the document 279 ms, react.js 120 ms (4 long tasks)".
 * About the TBT scored (which stops at the simulated time to interactive), not exactly it.
 */
export function blockingBySource(lhr: Result): string {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const page = lhr.finalDisplayedUrl;
  const bySource = new Map<string, number>();
  let tasks = 0;
  for (const task of rowsOf(lhr, 'long-tasks')) {
    const start = Number(task.startTime);
    const blocking = Number(task.duration) - 50;
    if (start < fcp || blocking <= 0) continue;
    tasks += 1;
    const source = sourceName(task.url, page);
    bySource.set(source, (bySource.get(source) ?? 0) + blocking);
  }
  if (!tasks) return 'no long task after the first contentful paint';
  const parts = [...bySource]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([source, ms]) => `${source} ${Math.round(ms).toLocaleString('en')} ms`);
  return `${parts.join(', ')} (${tasks} long task${tasks === 1 ? '' : 's'} after FCP)`;
}
