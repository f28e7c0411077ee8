import { createHmac } from 'crypto';
import { lookup as dnsLookup } from 'dns/promises';
import { request as httpRequest } from 'http';
import { request as httpsRequest } from 'https';
import { isIP, type LookupFunction } from 'net';
import type { LookupAddress } from 'dns';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '../../common/alerts';
import {
  ALLOWED_HOSTS_KEY,
  addressAllowed,
  hostAllowedByName,
  webhookUrlProblem,
  type WebhookPolicy,
} from './webhook_target';

export interface DeliveryResult {
  status: 'delivered' | 'failed';
  attempts: number;
  /** A delivered answer's status; a failure says only its class, in `error`. */
  last_status: number | null;
  error: string | null;
  /** The target's address is not allowed: nothing was sent (audited). */
  refused?: { host: string; address: string };
}

/** What a host name resolves to (dns.lookup with `all`; tests hand a stub). */
export type WebhookResolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

export interface WebhookOptions {
  /** Attempts in all (the first and the retries). */
  attempts?: number;
  /** The wait before the first retry; each next one waits twice as long. */
  backoffMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Which hosts may be reached (default: public addresses only). */
  policy?: WebhookPolicy;
  resolve?: WebhookResolver;
}

/** `sha256=<hex>` of `<timestamp>.<body>`: what a receiver computes with the rule's secret to trust a delivery. */
export function signDelivery(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const defaultResolve: WebhookResolver = (host) => dnsLookup(host, { all: true });

export const REFUSED_DELIVERY_MESSAGE = `Delivery refused: the address is not allowed (${ALLOWED_HOSTS_KEY}).`;

class RefusedAddress extends Error {
  constructor(readonly address: string) {
    super(REFUSED_DELIVERY_MESSAGE);
  }
}

class NoAnswer extends Error {}

/**
 * A `lookup` for the connection that resolves the name once, refuses it when any of its addresses
 * is not allowed, and hands the connection exactly the addresses it checked.
 */
function checkedLookup(policy: WebhookPolicy, resolve: WebhookResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        if (!found.length) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        const refused = found.find(({ address }) => !addressAllowed(address, policy));
        if (refused) throw new RefusedAddress(refused.address);
        if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, found);
        else callback(null, found[0].address, found[0].family);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 0));
  };
}

/** One POST; resolves with the answer's status. Never follows a redirect. */
function post(url: URL, headers: Record<string, string>, body: string, timeoutMs: number, lookup?: LookupFunction) {
  return new Promise<number>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(lookup ? { lookup } : {}),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      }
    );
    request.setTimeout(timeoutMs, () => request.destroy(new NoAnswer()));
    request.on('error', reject);
    request.end(body);
  });
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * POSTs the JSON body to the rule's URL, signed; retries a failure (no answer, a timeout, a 5xx,
 * 408, 429) with exponential back-off. A 2xx is delivered; another 4xx is final (the receiver
 * refused it and would again); a target whose address is not allowed is refused before anything
 * is sent. What a failure records is its class only, so the firings list cannot map a network.
 * Never throws.
 */
export async function deliverWebhook(
  target: string,
  secret: string | undefined,
  payload: unknown,
  options: WebhookOptions = {}
): Promise<DeliveryResult> {
  const { attempts = 4, backoffMs = 1000, timeoutMs = 5000, now = Date.now, sleep = defaultSleep } = options;
  const policy = options.policy ?? { allowedHosts: [] };
  const body = JSON.stringify(payload);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { status: 'failed', attempts: 0, last_status: null, error: 'Delivery failed (not a URL).' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refusal = (address: string): DeliveryResult => ({
    status: 'failed',
    attempts: 1,
    last_status: null,
    error: REFUSED_DELIVERY_MESSAGE,
    refused: { host, address },
  });
  let lookup: LookupFunction | undefined;
  if (webhookUrlProblem(target, policy)) return refusal(host);
  if (!hostAllowedByName(host, policy) && !isIP(host))
    lookup = checkedLookup(policy, options.resolve ?? defaultResolve);

  let result: DeliveryResult = { status: 'failed', attempts: 0, last_status: null, error: 'Not attempted.' };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2));
    const timestamp = String(Math.floor(now() / 1000));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'dashboards-security-alerts',
      [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
    };
    if (secret) headers[WEBHOOK_SIGNATURE_HEADER] = signDelivery(secret, timestamp, body);
    try {
      const status = await post(url, headers, body, timeoutMs, lookup);
      if (status >= 200 && status < 300)
        return { status: 'delivered', attempts: attempt, last_status: status, error: null };
      result = {
        status: 'failed',
        attempts: attempt,
        last_status: null,
        error: `Delivery failed (HTTP ${statusClass(status)}).`,
      };
      const retryable = status >= 500 || status === 408 || status === 429;
      if (!retryable) return result;
    } catch (error) {
      if (error instanceof RefusedAddress) return refusal(error.address);
      const reason = error instanceof NoAnswer ? `no answer within ${timeoutMs / 1000} s` : 'no connection';
      result = { status: 'failed', attempts: attempt, last_status: null, error: `Delivery failed (${reason}).` };
    }
  }
  return result;
}
