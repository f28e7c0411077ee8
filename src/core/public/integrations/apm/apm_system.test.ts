import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BehaviorSubject } from 'rxjs';
import { ApmSystem } from './apm_system';

// Flipped when the module is first required; the tests that expect no load run first.
let mockAgentLoaded = false;
const mockApm = {
  setInitialPageLoadName: jest.fn(),
  addLabels: jest.fn(),
};
const mockInit = jest.fn((_config?: unknown) => mockApm);
jest.mock('@elastic/apm-rum', () => {
  mockAgentLoaded = true;
  return { init: (config: unknown) => mockInit(config) };
});

const metadataWith = (vars: Record<string, unknown>) => ({
  getInjectedVar: (name: string, defaultValue?: unknown) => (name in vars ? vars[name] : defaultValue),
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.clearAllMocks();
});

describe('ApmSystem', () => {
  it('neither loads nor starts the agent without an apmConfig', async () => {
    const apm = new ApmSystem();
    await apm.setup({ injectedMetadata: metadataWith({}) });
    const currentAppId$ = new BehaviorSubject<string | undefined>('home');
    apm.start({ application: { currentAppId$ } });
    await flush();
    expect(mockAgentLoaded).toBe(false);
    expect(mockInit).not.toHaveBeenCalled();
    expect(currentAppId$.observed).toBe(false);
  });

  it('ignores a null apmConfig', async () => {
    const apm = new ApmSystem();
    await apm.setup({ injectedMetadata: metadataWith({ apmConfig: null }) });
    expect(mockAgentLoaded).toBe(false);
    expect(mockInit).not.toHaveBeenCalled();
  });

  it('initialises the agent with the injected configuration', async () => {
    const config = { serviceName: 'dashboards', serverUrl: 'http://apm:8200', active: true };
    const apm = new ApmSystem();
    await apm.setup({ injectedMetadata: metadataWith({ apmConfig: config }) });
    expect(mockAgentLoaded).toBe(true);
    expect(mockInit).toHaveBeenCalledWith(config);
  });

  it('names the page load after the first app and labels every app change', async () => {
    const apm = new ApmSystem();
    await apm.setup({ injectedMetadata: metadataWith({ apmConfig: { serviceName: 'dashboards' } }) });
    const currentAppId$ = new BehaviorSubject<string | undefined>(undefined);
    apm.start({ application: { currentAppId$ } });

    currentAppId$.next('home');
    await flush();
    expect(mockApm.setInitialPageLoadName).toHaveBeenCalledWith('home');
    expect(mockApm.addLabels).toHaveBeenLastCalledWith({ appId: 'home' });

    currentAppId$.next('dashboards');
    await flush();
    expect(mockApm.setInitialPageLoadName).toHaveBeenCalledTimes(1);
    expect(mockApm.addLabels).toHaveBeenLastCalledWith({ appId: 'dashboards' });
  });

  it('stops following app changes after stop', async () => {
    const apm = new ApmSystem();
    await apm.setup({ injectedMetadata: metadataWith({ apmConfig: { serviceName: 'dashboards' } }) });
    const currentAppId$ = new BehaviorSubject<string | undefined>(undefined);
    apm.start({ application: { currentAppId$ } });
    apm.stop();
    currentAppId$.next('home');
    await flush();
    expect(mockApm.addLabels).not.toHaveBeenCalled();
  });
});
