import { beforeEach, describe, expect, it } from '@jest/globals';
import { BasePath } from '../http/base_path';
import { Fetch } from '../http/fetch';
import {
  flushPromises,
  installFetchEnvironment,
  jsonResponse,
  sentRequest,
  type FetchMock,
} from '../http/fetch_test_env';
import { UiSettingsApi } from './ui_settings_api';

// The real http client against a mocked window.fetch: the errors are the ones users would get.
let fetchMock: FetchMock;
let api: UiSettingsApi;

beforeEach(() => {
  fetchMock = installFetchEnvironment();
  api = new UiSettingsApi(new Fetch({ basePath: new BasePath('/base'), version: '1.0.0' }));
});

describe('UiSettingsApi over the http client', () => {
  it('POSTs {changes} as JSON to /api/kibana/settings under the base path, accepting JSON', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ settings: { 'theme:darkMode': { userValue: true } } }));
    await expect(api.batchSet('theme:darkMode', true)).resolves.toEqual({
      settings: { 'theme:darkMode': { userValue: true } },
    });
    const request = sentRequest(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/base/api/kibana/settings');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ changes: { 'theme:darkMode': true } });
  });

  it('turns a 400 into an error carrying the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { statusCode: 400, error: 'Bad Request', message: 'Unable to update "x" because it is not a declared setting' },
        { status: 400 }
      )
    );
    await expect(api.batchSet('x', 1)).rejects.toThrow('Unable to update "x" because it is not a declared setting');
  });

  it.each([401, 403, 500, 502])('turns status %i into "Request failed with status code: %i"', async (status) => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'internal detail' }, { status }));
    const error = await api.batchSet('x', 1).catch((e: Error) => e);
    expect((error as Error).message).toBe(`Request failed with status code: ${status}`);
  });

  it('passes on a network failure as the http client reports it', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await api.batchSet('x', 1).catch((e: Error) => e)) as Error;
    expect(error.name).toBe('HttpFetchError');
    expect(error.message).toBe('Failed to fetch');
  });

  it('sends one request at a time, merging the changes queued meanwhile', async () => {
    const answers: Array<(response: Response) => void> = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const first = api.batchSet('a', 1);
    const second = api.batchSet('b', 2);
    const third = api.batchSet('b', 3);
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(api.hasOutstanding('b')).toBe(true);
    answers[0](jsonResponse({ settings: { a: { userValue: 1 } } }));
    await first;
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await sentRequest(fetchMock, 1).json()).toEqual({ changes: { b: 3 } });
    answers[1](jsonResponse({ settings: { a: { userValue: 1 }, b: { userValue: 3 } } }));
    await expect(Promise.all([second, third])).resolves.toHaveLength(2);
    expect(api.hasOutstanding('a')).toBe(false);
    expect(api.hasOutstanding('b')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
