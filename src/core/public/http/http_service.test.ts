import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BehaviorSubject } from 'rxjs';
import { flushPromises, installFetchEnvironment, jsonResponse, sentRequest, type FetchMock } from './fetch_test_env';
import { HttpService, type HttpSetupDeps } from './http_service';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = installFetchEnvironment();
});

function deps() {
  const fatalErrors = { add: jest.fn<(error: Error | string, source?: string) => void>() };
  const injectedMetadata: HttpSetupDeps['injectedMetadata'] = {
    getBasePath: () => '/abc',
    getServerBasePath: () => '/srv',
    getKibanaVersion: () => '2.19.0',
  };
  return { fatalErrors, injectedMetadata };
}

describe('HttpService', () => {
  it('refuses to start before setup', () => {
    expect(() => new HttpService().start()).toThrow('HTTP service setup must be called first');
  });

  it('returns the same client from setup and start', () => {
    const service = new HttpService();
    const setup = service.setup(deps());
    expect(service.start()).toBe(setup);
  });

  it('takes the base paths and version from the injected metadata', async () => {
    const http = new HttpService().setup(deps());
    expect(http.basePath.get()).toBe('/abc');
    expect(http.basePath.serverBasePath).toBe('/srv');
    await http.get('/api/status');
    expect(sentRequest(fetchMock).url).toBe('http://localhost/abc/api/status');
    expect(sentRequest(fetchMock).headers.get('osd-version')).toBe('2.19.0');
  });

  it('compares anonymous paths without the base path', () => {
    const http = new HttpService().setup(deps());
    http.anonymousPaths.register('/app/login');
    expect(http.anonymousPaths.isAnonymous('/abc/app/login')).toBe(true);
  });

  it('counts requests in flight plus added sources in the loading count', async () => {
    const http = new HttpService().setup(deps());
    const counts: number[] = [];
    http.getLoadingCount$().subscribe((count) => counts.push(count));
    const source$ = new BehaviorSubject(2);
    http.addLoadingCountSource(source$);

    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const pending = http.fetch('/a');
    await flushPromises();
    source$.next(1);
    answer(jsonResponse({}));
    await pending;
    source$.next(0);
    expect(counts).toEqual([0, 2, 3, 2, 1, 0]);
  });

  it('reports a negative loading count source through fatalErrors', () => {
    const { fatalErrors, injectedMetadata } = deps();
    const http = new HttpService().setup({ fatalErrors, injectedMetadata });
    http.addLoadingCountSource(new BehaviorSubject(-1));
    expect(fatalErrors.add).toHaveBeenCalledTimes(1);
    expect((fatalErrors.add.mock.calls[0][0] as Error).message).toBe(
      'Observable passed to loadingCount.add() must only emit positive numbers'
    );
  });

  it('exposes interceptors through the contract', async () => {
    const http = new HttpService().setup(deps());
    const request = jest.fn<() => void>();
    const remove = http.intercept({ request });
    await http.fetch('/a');
    remove();
    await http.fetch('/b');
    http.intercept({ request });
    http.removeAllInterceptors();
    await http.fetch('/c');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('drops interceptors and completes the loading count on stop', async () => {
    const service = new HttpService();
    const http = service.setup(deps());
    const request = jest.fn<() => void>();
    http.intercept({ request });
    const complete = jest.fn<() => void>();
    http.getLoadingCount$().subscribe({ complete });
    service.stop();
    expect(complete).toHaveBeenCalled();
    await http.fetch('/a');
    expect(request).not.toHaveBeenCalled();
  });
});
