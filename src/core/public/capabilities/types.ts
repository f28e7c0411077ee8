/**
 * What the current user may see and do, as the server decides it per application. Only
 * `navLinks` (app id → visible) has a known shape; the rest is left to plugins.
 */
export interface Capabilities {
  navLinks: Record<string, boolean>;
  [key: string]: Record<string, boolean | Record<string, boolean>>;
}

export interface CapabilitiesStart {
  capabilities: Readonly<Capabilities>;
}
