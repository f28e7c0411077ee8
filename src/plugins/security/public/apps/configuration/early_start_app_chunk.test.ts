/**
 * The app opened on one of its pages mounts once that page's chunk is in too (the page is then
 * drawn in the app's first commit, with no spinner before it), and still mounts if that chunk fails.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { HttpStart } from '../../../../../core/public';
import { startSecurityAppEarly } from './early_start';

const pageChunk: { settle?: { resolve(): void; reject(error: Error): void } } = {};

jest.mock('./index', () => ({ renderConfigurationApp: 'the app module' }));
// Every page's loader (each feature's early.ts makes its own with pageLoader) is this one.
jest.mock('./page_loaders', () => {
  const loader = () =>
    new Promise<void>((resolve, reject) => {
      pageChunk.settle = { resolve, reject };
    });
  return { pageLoader: () => loader };
});

const http = { get: jest.fn(async () => ({})) } as unknown as HttpStart;

/** Whether `promise` has settled once every job queued so far has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true)
  );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe("the Security app's module, when the page was opened on one of its pages", () => {
  it("is handed over only once the page's chunk is in", async () => {
    const app = startSecurityAppEarly(http, '/roles').loadApp();
    expect(await settled(app)).toBe(false);
    pageChunk.settle!.resolve();
    await expect(app).resolves.toEqual(expect.objectContaining({ renderConfigurationApp: 'the app module' }));
  });

  it("is handed over when the page's chunk fails (the page reports it)", async () => {
    const app = startSecurityAppEarly(http, '/users').loadApp();
    pageChunk.settle!.reject(new Error('ChunkLoadError'));
    await expect(app).resolves.toEqual(expect.objectContaining({ renderConfigurationApp: 'the app module' }));
  });

  it('does not wait on a page it does not start early', async () => {
    pageChunk.settle = undefined;
    const app = startSecurityAppEarly(http, '/auth').loadApp();
    await expect(app).resolves.toEqual(expect.objectContaining({ renderConfigurationApp: 'the app module' }));
    expect(pageChunk.settle).toBeUndefined();
  });
});
