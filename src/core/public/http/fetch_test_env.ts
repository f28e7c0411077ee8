import vm from 'node:vm';
import { jest } from '@jest/globals';

/**
 * Test-only. jest's jsdom environment has no fetch, Request or Response. Node 20 has real ones
 * in its main context (outside jest's sandbox), so the tests use those instead of fakes. The
 * matching Headers, Blob and AbortController come along, since Node's Request only accepts
 * its own AbortSignal.
 */
const nodeGlobals = vm.runInThisContext('globalThis') as typeof globalThis;

export const { Request: NodeRequest, Response: NodeResponse, Headers: NodeHeaders, Blob: NodeBlob } = nodeGlobals;
export const NodeAbortController = nodeGlobals.AbortController;

export type FetchMock = jest.Mock<(request: Request) => Promise<Response>>;

/** Installs the Node classes and a fetch mock on the jsdom window; returns the mock. */
export function installFetchEnvironment(): FetchMock {
  const target = globalThis as unknown as Record<string, unknown>;
  target.Request = NodeRequest;
  target.Response = NodeResponse;
  target.Headers = NodeHeaders;
  const fetchMock: FetchMock = jest.fn(async () => jsonResponse({}));
  target.fetch = fetchMock;
  return fetchMock;
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new NodeResponse(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(init.headers as Record<string, string>) },
  });
}

/** The request the client sent in the given fetch call. */
export function sentRequest(fetchMock: FetchMock, call = 0): Request {
  return fetchMock.mock.calls[call][0];
}

/** Lets pending promise callbacks and body reads run (real timers only). */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
