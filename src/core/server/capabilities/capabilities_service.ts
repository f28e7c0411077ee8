import { Type } from '@sinclair/typebox';
import type { IRouter } from '../http/types';
import type {
  Capabilities,
  CapabilitiesProvider,
  CapabilitiesSetup,
  CapabilitiesStart,
  CapabilitiesSwitcher,
} from './types';

const MAX_APPLICATIONS = 1000;

const CapabilitiesBodySchema = Type.Object(
  { applications: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: MAX_APPLICATIONS }) },
  { additionalProperties: false }
);

function merge(target: Capabilities, part: Partial<Capabilities>): Capabilities {
  const out: Capabilities = { ...target };
  for (const [key, value] of Object.entries(part)) {
    if (value === undefined) continue;
    out[key] = { ...(out[key] ?? {}), ...value } as Capabilities[string];
  }
  return out;
}

export class CapabilitiesService {
  private readonly providers: CapabilitiesProvider[] = [];
  private readonly switchers: CapabilitiesSwitcher[] = [];

  setup(): CapabilitiesSetup {
    return {
      registerProvider: (p) => void this.providers.push(p),
      registerSwitcher: (s) => void this.switchers.push(s),
    };
  }

  start(): CapabilitiesStart {
    return {
      resolveCapabilities: async (request, applications) => {
        let caps: Capabilities = { navLinks: Object.fromEntries(applications.map((id) => [id, true])) };
        for (const provider of this.providers) caps = merge(caps, provider());
        for (const switcher of this.switchers) caps = merge(caps, await switcher(request, caps));
        return caps;
      },
    };
  }

  registerRoutes(router: IRouter, start: CapabilitiesStart) {
    router.post(
      {
        path: '/api/core/capabilities',
        // The login page's shell asks which apps exist before anyone logged in; unauthenticated callers get no changes.
        options: { authRequired: 'optional' },
        validate: { body: CapabilitiesBodySchema },
      },
      async (request) => start.resolveCapabilities(request, request.body.applications)
    );
  }
}
