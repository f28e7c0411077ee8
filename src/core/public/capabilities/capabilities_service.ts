import type { HttpStart } from '../http/types';
import { deepFreeze } from './deep_freeze';
import type { Capabilities, CapabilitiesStart } from './types';

export const CAPABILITIES_PATH = '/api/core/capabilities';

export interface CapabilitiesStartDeps {
  /** Every registered application id: the server answers navLinks for exactly these. */
  appIds: string[];
  http: HttpStart;
}

export class CapabilitiesService {
  async start({ appIds, http }: CapabilitiesStartDeps): Promise<CapabilitiesStart> {
    const response = await http.post<Partial<Capabilities> | undefined>(CAPABILITIES_PATH, {
      body: JSON.stringify({ applications: appIds }),
    });
    // Callers index navLinks directly, so it must exist even if the server omits it.
    const capabilities = { ...(response ?? {}), navLinks: { ...(response?.navLinks ?? {}) } } as Capabilities;
    return { capabilities: deepFreeze(capabilities) as Readonly<Capabilities> };
  }
}
