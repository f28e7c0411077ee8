import type { OsdRequest } from '../http/types';

export interface Capabilities {
  navLinks: Record<string, boolean>;
  [key: string]: Record<string, boolean | Record<string, boolean>>;
}

export type CapabilitiesProvider = () => Partial<Capabilities>;
/** Given a request and the capabilities so far, returns the parts to change (e.g. hide apps). */
export type CapabilitiesSwitcher = (
  request: OsdRequest,
  uiCapabilities: Capabilities
) => Partial<Capabilities> | Promise<Partial<Capabilities>>;

export interface CapabilitiesSetup {
  registerProvider(provider: CapabilitiesProvider): void;
  registerSwitcher(switcher: CapabilitiesSwitcher): void;
}
export interface CapabilitiesStart {
  resolveCapabilities(request: OsdRequest, applications: string[]): Promise<Capabilities>;
}
