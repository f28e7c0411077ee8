import { createHmac } from 'crypto';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '../../common/alerts';

export interface DeliveryResult {
  status: 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  error: string | null;
}

export interface WebhookOptions {
  /** Attempts in all (the first and the retries). */
  attempts?: number;
  /** The wait before the first retry; each next one waits twice as long. */
  backoffMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** `sha256=<hex>` of `<timestamp>.<body>`: what a receiver computes with the rule's secret to trust a delivery. */
export function signDelivery(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * POSTs the JSON body to the rule's URL, signed; retries a failure (no answer, a timeout, a 5xx,
 * 408, 429) with exponential back-off. A 2xx is delivered; another 4xx is final (the receiver
 * refused it and would again). Never throws.
 */
export async function deliverWebhook(
  url: string,
  secret: string | undefined,
  payload: unknown,
  options: WebhookOptions = {}
): Promise<DeliveryResult> {
  const { attempts = 4, backoffMs = 1000, timeoutMs = 5000, now = Date.now, sleep = defaultSleep } = options;
  const body = JSON.stringify(payload);
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
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) {
        return { status: 'delivered', attempts: attempt, last_status: response.status, error: null };
      }
      result = { status: 'failed', attempts: attempt, last_status: response.status, error: `HTTP ${response.status}` };
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      if (!retryable) return result;
    } catch (error) {
      // fetch's timeout rejects with a DOMException, which is not an Error on Node 20.
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      const reason = timedOut
        ? `No answer within ${timeoutMs / 1000} s.`
        : `Could not connect: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`;
      result = { status: 'failed', attempts: attempt, last_status: null, error: reason };
    }
  }
  return result;
}
