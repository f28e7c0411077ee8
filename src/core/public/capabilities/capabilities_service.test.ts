import { describe, expect, it, jest } from '@jest/globals';
import type { HttpStart } from '../http/types';
import { CapabilitiesService } from './capabilities_service';

function fakeHttp(response: unknown) {
  const post = jest.fn<(...args: unknown[]) => Promise<unknown>>().mockResolvedValue(response);
  return { http: { post } as unknown as HttpStart, post };
}

describe('CapabilitiesService', () => {
  it('POSTs the application ids to /api/core/capabilities', async () => {
    const { http, post } = fakeHttp({ navLinks: { home: true } });
    await new CapabilitiesService().start({ appIds: ['home', 'dashboards'], http });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/core/capabilities', {
      body: JSON.stringify({ applications: ['home', 'dashboards'] }),
    });
  });

  it('returns the server capabilities', async () => {
    const { http } = fakeHttp({ navLinks: { home: true, dashboards: false }, catalogue: { discover: true } });
    const { capabilities } = await new CapabilitiesService().start({ appIds: ['home'], http });
    expect(capabilities).toEqual({ navLinks: { home: true, dashboards: false }, catalogue: { discover: true } });
  });

  it('deep-freezes the result so no plugin can change it', async () => {
    const { http } = fakeHttp({ navLinks: { home: true }, management: { kibana: { settings: true } } });
    const { capabilities } = await new CapabilitiesService().start({ appIds: ['home'], http });
    expect(Object.isFrozen(capabilities)).toBe(true);
    expect(Object.isFrozen(capabilities.navLinks)).toBe(true);
    expect(Object.isFrozen(capabilities.management)).toBe(true);
    expect(Object.isFrozen(capabilities.management.kibana)).toBe(true);
    expect(() => {
      (capabilities.navLinks as Record<string, boolean>).home = false;
    }).toThrow(TypeError);
  });

  it('always provides navLinks, even when the server omits it', async () => {
    const { http } = fakeHttp({ catalogue: {} });
    const { capabilities } = await new CapabilitiesService().start({ appIds: [], http });
    expect(capabilities.navLinks).toEqual({});
  });

  it('propagates a failed request', async () => {
    const post = jest.fn<(...args: unknown[]) => Promise<unknown>>().mockRejectedValue(new Error('boom'));
    await expect(
      new CapabilitiesService().start({ appIds: [], http: { post } as unknown as HttpStart })
    ).rejects.toThrow('boom');
  });
});
