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
import { LazyUiSettingsApi } from './lazy_ui_settings_api';

let fetchMock: FetchMock;
let api: LazyUiSettingsApi;

beforeEach(() => {
  fetchMock = installFetchEnvironment();
  api = new LazyUiSettingsApi(new Fetch({ basePath: new BasePath('/base'), version: '1.0.0' }));
});

describe('the settings API loaded with the first change', () => {
  it('sends nothing until a setting changes, then POSTs the change', async () => {
    expect(api.hasOutstanding('theme:darkMode')).toBe(false);
    await flushPromises();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(jsonResponse({ settings: { 'theme:darkMode': { userValue: true } } }));
    await expect(api.batchSet('theme:darkMode', true)).resolves.toEqual({
      settings: { 'theme:darkMode': { userValue: true } },
    });
    expect(await sentRequest(fetchMock).json()).toEqual({ changes: { 'theme:darkMode': true } });
    expect(api.hasOutstanding('theme:darkMode')).toBe(false);
  });

  it('counts changes asked for while it loads as outstanding, and sends them in the order asked', async () => {
    const answers: Array<(response: Response) => void> = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const first = api.batchSet('a', 1);
    const second = api.batchSet('b', 2);
    const third = api.batchSet('b', 3);
    // Before the module is in, nothing is sent, yet a server answer must not overwrite 'b'.
    expect(api.hasOutstanding('a')).toBe(true);
    expect(api.hasOutstanding('b')).toBe(true);
    expect(api.hasOutstanding('c')).toBe(false);
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await sentRequest(fetchMock, 0).json()).toEqual({ changes: { a: 1 } });
    expect(api.hasOutstanding('b')).toBe(true);
    answers[0](jsonResponse({ settings: { a: { userValue: 1 } } }));
    await first;
    await flushPromises();
    expect(await sentRequest(fetchMock, 1).json()).toEqual({ changes: { b: 3 } });
    answers[1](jsonResponse({ settings: { a: { userValue: 1 }, b: { userValue: 3 } } }));
    await expect(Promise.all([second, third])).resolves.toHaveLength(2);
    expect(api.hasOutstanding('a')).toBe(false);
    expect(api.hasOutstanding('b')).toBe(false);
  });

  it('turns a 400 into the server message, as the API it loads does', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Unable to update "x"' }, { status: 400 }));
    await expect(api.batchSet('x', 1)).rejects.toThrow('Unable to update "x"');
    expect(api.hasOutstanding('x')).toBe(false);
  });
});
