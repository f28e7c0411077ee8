import { Type, type Static } from '@sinclair/typebox';

/**
 * What the security backend in use can do beyond the configuration itself (`restapiinfo`'s
 * `capabilities`): the browser shows the pages of what it can, whichever backend it is.
 */
export const BackendCapabilitiesSchema = Type.Object({
  /** The configuration history (versions, diff, revert). */
  history: Type.Boolean(),
  /** Import and export of the whole configuration. */
  config_transfer: Type.Boolean(),
  /** The access explainer and the effective permissions view. */
  explain: Type.Boolean(),
  /** The audit log kept here: its events page and insights. */
  audit_log: Type.Boolean(),
  /** Alert rules over that audit log. */
  alerts: Type.Boolean(),
  /** API tokens. */
  api_tokens: Type.Boolean(),
  /** Internal users change their password here. */
  password_change: Type.Boolean(),
  /** Owner-based sharing of saved objects (`resource_sharing.enabled`): the Resource access page. */
  resource_sharing: Type.Boolean(),
});
export type BackendCapabilities = Static<typeof BackendCapabilitiesSchema>;
