import { describe, expect, it, jest } from '@jest/globals';
import type { CapabilitiesProvider, CoreSetup, PluginInitializerContext } from '../../../core/server';
import { plugin } from './index';

describe('management server plugin', () => {
  it('declares the Advanced settings capabilities, saving allowed', () => {
    const registerProvider = jest.fn<(provider: CapabilitiesProvider) => void>();
    const registerApplication = jest.fn();
    plugin({} as PluginInitializerContext).setup({
      capabilities: { registerProvider, registerApplication },
    } as unknown as CoreSetup);
    expect(registerProvider.mock.calls[0][0]()).toEqual({ advancedSettings: { show: true, save: true } });
    // The app, declared for application permissions (issue 41).
    expect(registerApplication).toHaveBeenCalledWith({
      id: 'management',
      title: 'Dashboards Management',
      category: 'Management',
    });
  });
});
