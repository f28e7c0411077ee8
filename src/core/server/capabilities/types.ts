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

/**
 * An app the browser registers, declared on the server too, so the server can name it (the
 * role editor's app picker), gate its page and answer its capabilities (`navLinks` and
 * `{show, save}` under its id).
 */
export interface ApplicationInfo {
  id: string;
  title: string;
  /** The nav drawer's group (`Kibana`, `Management`…); absent: none. */
  category?: string;
  /** The page route when it is not `/app/<id>` (the status app's `/status`). */
  appRoute?: string;
}

export interface CapabilitiesSetup {
  registerProvider(provider: CapabilitiesProvider): void;
  registerSwitcher(switcher: CapabilitiesSwitcher): void;
  /** Declares an app (once per id: a second one throws). */
  registerApplication(app: ApplicationInfo): void;
}
export interface CapabilitiesStart {
  resolveCapabilities(request: OsdRequest, applications: string[]): Promise<Capabilities>;
  /** The declared apps, in the order they were declared. */
  getApplications(): readonly ApplicationInfo[];
}
