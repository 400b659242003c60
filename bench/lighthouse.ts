// Lighthouse mobile performance (issue 18) of the sign-in page and of Home signed in, on the
// compiled server serving the built web app (as `npm start` does), PGlite. The `lighthouse`
// npm package drives Debian's Chromium (/usr/bin/chromium, CHROMIUM_PATH to override; nothing
// is downloaded), launched by Playwright with a debugging port Lighthouse connects to.
// Lighthouse's default configuration: mobile, simulated throttling. Each page BENCH_LH_RUNS
// times (3); prints the median and spread of the performance score, LCP, TBT and CLS.
//   - /login: a cold visit (Lighthouse resets the origin's storage and cache before each run);
//   - Home (/): the same browser profile signed in once through the sign-in page; before each
//     run the HTTP cache is emptied but the session (localStorage) kept, so Home loads cold
//     as a returning customer's would after a cache purge.
// Each page twice, run by run in turn (BENCH_LH_PROTOCOLS, `http1,h2`): over plain HTTP/1.1,
// as `npm start` serves it by default (behind a proxy that ends TLS), and over HTTPS with
// HTTP/2, as it serves with TLS_CERT_FILE set (a throwaway certificate from openssl, which
// Chromium accepts by its key's hash). A browser opens at most six HTTP/1.1 connections to an
// origin; over HTTP/2 a first screen's 20–50 requests share one.
// Needs the built web app (`npm run build -w @myaccount/web`). WEB_DIST_DIR serves another build
// (a copy kept to compare before and after); BENCH_LH_PAGES=home (or login) audits one page only;
// BENCH_SERVER_FILE runs another build of the server (a copy of apps/server/dist/server.js);
// BENCH_LH_BLOCK=<patterns> blocks requests (e.g. '*.js': what the page costs without its scripts);
// BENCH_LH_KEEP=<dir> keeps each run's whole report and its trace there to read where the time went.
//   npm run bench:lighthouse -w @myaccount/bench
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, signInDemo } from './lib/browser.ts';
import { blockingBySource, lcpPhases } from './lib/lighthouse-why.ts';
import { startCompiled, webDist, type Compiled } from './lib/compiled-server.ts';
import { selfSignedCertificate } from '../apps/server/src/test/self-signed.ts';
import { loadAverage, median, record, type Figure } from './lib/results.ts';

const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3270) + 1;
const debuggingPort = port + 1;
const pages = (process.env.BENCH_LH_PAGES ?? 'login,home').split(',');
const dist = process.env.WEB_DIST_DIR ?? webDist;
const keepDir = process.env.BENCH_LH_KEEP;
const blocked = process.env.BENCH_LH_BLOCK?.split(',');
let kept = 0;

/** A certificate's public key as Chromium's --ignore-certificate-errors-spki-list names it. */
function spkiHash(certificate: Buffer): string {
  const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

interface Audit {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
  /** Why LCP and TBT are what they are, read from the report (lighthouse-why.ts). */
  lcpWhy: string;
  tbtWhy: string;
}

/**
 * One Lighthouse run; on a loaded machine Chromium's trace sometimes misses the navigation
 * (NO_NAVSTART, NO_FCP), so a run that reports a runtime error is tried again, twice at most.
 */
async function audit(url: string, port: number, keepSession: boolean, attempt = 1): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepSession,
    ...(blocked ? { blockedUrlPatterns: blocked } : {}),
  });
  const lhr = result!.lhr;
  if (lhr.runtimeError) {
    console.log(`  Lighthouse on ${url}, attempt ${attempt}: ${lhr.runtimeError.code}`);
    if (attempt < 3) return audit(url, port, keepSession, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  if (keepDir) {
    mkdirSync(keepDir, { recursive: true });
    const { protocol, pathname } = new URL(url);
    const name = `${protocol.replace(':', '')}${pathname.replace(/\W+/g, '-')}-${++kept}.json`;
    writeFileSync(join(keepDir, name), JSON.stringify(lhr));
    // The trace the figures were simulated from (DevTools' Performance panel opens it).
    const trace = (result!.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(join(keepDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  const value = (id: string) => lhr.audits[id]!.numericValue!;
  const element = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 80) ?? '?',
    lcpWhy: lcpPhases(lhr),
    tbtWhy: blockingBySource(lhr),
  };
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No built web app in ${dist}: run \`npm run build -w @myaccount/web\` first.`);
  process.exit(1);
}
console.log(`load average at start ${loadAverage()}`);

/**
 * How the page is served: `http1` as `npm start` serves it (plain HTTP/1.1, as behind a proxy
 * that ends TLS), `h2` with TLS_CERT_FILE set (HTTPS, HTTP/2), on a throwaway certificate the
 * browser is told to accept by its key's hash, not by ignoring every certificate error.
 */
type Protocol = 'http1' | 'h2';
const protocols = (process.env.BENCH_LH_PROTOCOLS ?? 'http1,h2').split(',') as Protocol[];
const servedAs: Record<Protocol, string> = { http1: '', h2: ', HTTPS + HTTP/2' };

interface Target {
  protocol: Protocol;
  server: Compiled;
  context: BrowserContext;
  lighthousePort: number;
}

async function startTarget(protocol: Protocol, index: number): Promise<Target> {
  const certificate = protocol === 'h2' ? selfSignedCertificate() : undefined;
  const server = await startCompiled({
    port: port + 10 * index,
    web: true,
    env: { WEB_DIST: dist },
    serverFile: process.env.BENCH_SERVER_FILE,
    tls: certificate,
  });
  const lighthousePort = debuggingPort + 10 * index;
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'myaccount-lh-')), {
    executablePath: chromiumPath,
    args: [
      `--remote-debugging-port=${lighthousePort}`,
      ...chromiumFlags,
      ...(certificate ? [`--ignore-certificate-errors-spki-list=${spkiHash(certificate.cert)}`] : []),
    ],
  });
  return { protocol, server, context, lighthousePort };
}

/**
 * Signs the demo customer in through the page, once: Home's runs then load as a returning
 * customer's. Only after every /login run, which must be a visitor's: signed in, the browser
 * keeps the site's cookie that makes the server send the signed-in first screen instead of the
 * pre-rendered sign-in page (/login's TBT 1.1–1.9 s so measured, 2026-11-30).
 */
async function signInForHome(target: Target): Promise<CDPSession> {
  const page = target.context.pages()[0] ?? (await target.context.newPage());
  await signInDemo(page, target.server.address);
  // Home's first screen whole, as a customer who signed in saw it before coming back.
  await page.getByTestId('last-bill-change').waitFor();
  await page.goto('about:blank');
  return target.context.newCDPSession(page);
}

const targets: Target[] = [];
try {
  for (const [index, protocol] of protocols.entries()) targets.push(await startTarget(protocol, index));
  const results: Record<string, Audit[]> = {};
  const add = (name: string, audit: Audit) => (results[name] ??= []).push(audit);
  // Run by run, each protocol in turn: a page's score drifts over minutes on this machine, and
  // a drift must not read as a difference between the two.
  if (pages.includes('login')) {
    for (let i = 0; i < runs; i++) {
      for (const { protocol, server, lighthousePort } of targets)
        add(`/login${servedAs[protocol]}`, await audit(`${server.address}/login`, lighthousePort, false));
    }
  }
  if (pages.includes('home')) {
    const tabs = await Promise.all(targets.map(signInForHome));
    for (let i = 0; i < runs; i++) {
      for (const [index, { protocol, server, lighthousePort }] of targets.entries()) {
        await tabs[index]!.send('Network.clearBrowserCache');
        add(`Home (/)${servedAs[protocol]}`, await audit(`${server.address}/`, lighthousePort, true));
      }
    }
  }

  const spread = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  const figures: Figure[] = [];
  for (const [name, audits] of Object.entries(results)) {
    const pick = (key: 'score' | 'lcp' | 'tbt' | 'cls') => audits.map((a) => a[key]);
    console.log(
      `${name.padEnd(9)} performance ${median(pick('score'))} (${spread(pick('score'), 0)}), ` +
        `LCP ${(median(pick('lcp')) / 1000).toFixed(2)} s (${spread(
          pick('lcp').map((v) => v / 1000),
          2,
        )}), ` +
        `TBT ${median(pick('tbt')).toFixed(0)} ms (${spread(pick('tbt'), 0)}), ` +
        `CLS ${median(pick('cls')).toFixed(3)} (${spread(pick('cls'), 3)}); LCP element ${audits[0]!.lcpElement}`,
    );
    // The run whose score is the median explains the figures.
    const typical = [...audits].sort((a, b) => a.score - b.score)[Math.floor(audits.length / 2)]!;
    console.log(`${' '.repeat(10)}LCP: ${typical.lcpWhy}\n${' '.repeat(10)}TBT: ${typical.tbtWhy}`);
    const note = `LCP element ${audits[0]!.lcpElement}`;
    figures.push(
      { row: `Lighthouse mobile, ${name}, performance`, values: pick('score'), unit: '', min: 95, note },
      {
        row: `Lighthouse mobile, ${name}, LCP`,
        values: pick('lcp'),
        unit: 'ms',
        max: 1800,
        note: `${note}; ${typical.lcpWhy}`,
      },
      {
        row: `Lighthouse mobile, ${name}, TBT`,
        values: pick('tbt'),
        unit: 'ms',
        max: 150,
        note: typical.tbtWhy,
      },
      { row: `Lighthouse mobile, ${name}, CLS`, values: pick('cls'), unit: '', max: 0.02 },
    );
  }
  record(...figures);
  console.log(`median of ${runs}, default mobile simulated throttling; load average at end ${loadAverage()}`);
} finally {
  for (const target of targets) {
    await target.context.close();
    await target.server.stop();
  }
}
