/**
 * Issue 43's instrument of record for every throughput figure: autocannon (20 connections) drives
 * each server, 2 s of warm-up each, then interleaved 5 s rounds (server A, B, C, then again), and
 * each server's CPU time (utime + stime from /proc/<pid>/stat, its child processes included) read
 * before and after its round is divided by the requests it answered. The CPU a server spends per
 * request does not depend on how much of the two shared cores the load tool or other jobs take, so
 * its ratios hold on a busy machine where req/s ratios wander; req/s is reported beside it.
 */
import autocannon from 'autocannon';
import { loadavg } from 'os';
import { serverCpuSeconds } from './proc_cpu';
import { median } from './util';

export const CONNECTIONS = 20;
export const WARMUP_SECONDS = 2;
export const ROUND_SECONDS = 5;

export interface CpuTarget {
  name: string;
  url: string;
  /** The server's process (for CPU time); undefined when it is not known (then no CPU figure). */
  pid?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface CpuRound {
  /** Requests answered with a 2xx status. */
  answered: number;
  perSecond: number;
  /** The server's CPU time per answered request, µs. */
  cpuUs: number;
  /** Answers that were not 2xx, and connection errors: a figure with any is not to be trusted. */
  failed: number;
  latencyP50Ms: number;
}

/** One autocannon run against `target` with the server's CPU time read around it. */
export async function cpuRound(target: CpuTarget, seconds = ROUND_SECONDS): Promise<CpuRound> {
  const url = new URL(target.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error('the bench only targets loopback');
  const before = target.pid === undefined ? NaN : serverCpuSeconds(target.pid);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
  });
  const after = target.pid === undefined ? NaN : serverCpuSeconds(target.pid);
  const answered = result['2xx'];
  return {
    answered,
    perSecond: answered / result.duration,
    cpuUs: answered > 0 ? ((after - before) * 1e6) / answered : NaN,
    failed: result.non2xx + result.errors + result.timeouts,
    latencyP50Ms: result.latency.p50,
  };
}

export interface CpuFigures {
  rounds: number;
  seconds: number;
  /** 1-minute load average before the warm-up and after the last round. */
  load: [number, number];
  /** Each target's rounds, in the targets' order. */
  runs: CpuRound[][];
}

/** Warms up every target, then runs `rounds` interleaved rounds of them all. */
export async function measureCpu(
  targets: CpuTarget[],
  { rounds = 3, seconds = ROUND_SECONDS, warmup = WARMUP_SECONDS } = {}
): Promise<CpuFigures> {
  const loadBefore = loadavg()[0];
  // JIT and caches: not counted.
  for (const target of targets) await cpuRound(target, warmup);
  const runs: CpuRound[][] = targets.map(() => []);
  for (let i = 0; i < rounds; i++) {
    for (let t = 0; t < targets.length; t++) runs[t].push(await cpuRound(targets[t], seconds));
  }
  return { rounds, seconds, load: [loadBefore, loadavg()[0]], runs };
}

/** Median CPU µs per request and req/s of one target's rounds. */
export function medians(runs: CpuRound[]) {
  return {
    cpuUs: median(runs.map((r) => r.cpuUs)),
    perSecond: median(runs.map((r) => r.perSecond)),
    failed: runs.reduce((n, r) => n + r.failed, 0),
  };
}

/**
 * Per round, `reference`'s CPU per request ÷ `measured`'s (how much of the reference's
 * efficiency the measured server keeps: 1 is as cheap, 0.5 is twice the CPU), and its median.
 */
export function cpuRatio(reference: CpuRound[], measured: CpuRound[]) {
  const each = reference.map((r, i) => r.cpuUs / measured[i].cpuUs);
  return { each, median: median(each) };
}

/** Per round, `measured`'s req/s ÷ `reference`'s, and its median. */
export function rateRatio(reference: CpuRound[], measured: CpuRound[]) {
  const each = reference.map((r, i) => measured[i].perSecond / r.perSecond);
  return { each, median: median(each) };
}

/** "12.3 µs" and "4,567 req/s" as the bench prints them. */
export function describe(runs: CpuRound[]): string {
  const m = medians(runs);
  return `${m.perSecond.toFixed(0)} req/s, server CPU ${m.cpuUs.toFixed(1)} µs/request${m.failed ? ` (${m.failed} failed)` : ''}`;
}

export function loadNote(figures: CpuFigures): string {
  return (
    `autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up each, medians of ${figures.rounds} interleaved ${figures.seconds} s rounds; ` +
    `1-minute load average ${figures.load[0].toFixed(1)} → ${figures.load[1].toFixed(1)}`
  );
}
