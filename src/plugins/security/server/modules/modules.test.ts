import { describe, expect, it } from '@jest/globals';
import { CLUSTER_CAPABILITIES, EMBEDDED_CAPABILITIES } from '../backend_choice';
import { defaultSecurityConfig } from '../config';
import { activeModules, securityModules, type Capability } from '.';

const idsFor = (capabilities: readonly Capability[], config = defaultSecurityConfig()) =>
  activeModules(securityModules().all, new Set(capabilities), config).map((module) => module.id);

describe('activeModules', () => {
  it('sets up every module on the embedded store, whose backend has every capability', () => {
    expect(idsFor(EMBEDDED_CAPABILITIES)).toEqual([
      'administration',
      'second_factors',
      'user_locale',
      'api_tokens',
      'audit_operations',
      'alerts',
      'resource_sharing',
    ]);
  });

  it('leaves out, on a cluster, each module needing what only the store keeps', () => {
    // Sharing records are core's, in this server's store, whichever backend keeps the configuration.
    expect(idsFor(CLUSTER_CAPABILITIES)).toEqual([
      'administration',
      'second_factors',
      'user_locale',
      'resource_sharing',
    ]);
  });

  it('leaves out a module dashboards.yml turns off, and adds the REST listener when it has a port', () => {
    const config = defaultSecurityConfig();
    config.api_tokens.enabled = false;
    config.alerts.enabled = false;
    config.restapi.port = 9200;
    expect(idsFor(EMBEDDED_CAPABILITIES, config)).toEqual([
      'administration',
      'second_factors',
      'user_locale',
      'audit_operations',
      'resource_sharing',
      'rest_api',
    ]);
  });
});
