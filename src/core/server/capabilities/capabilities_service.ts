import { Type } from '@sinclair/typebox';
import type { IRouter } from '../http/types';
import type {
  ApplicationInfo,
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
  private readonly applications = new Map<string, ApplicationInfo>();

  setup(): CapabilitiesSetup {
    return {
      registerProvider: (p) => void this.providers.push(p),
      registerSwitcher: (s) => void this.switchers.push(s),
      registerApplication: (app) => {
        if (this.applications.has(app.id)) throw new Error(`The app "${app.id}" is already registered.`);
        this.applications.set(app.id, Object.freeze({ ...app }));
      },
    };
  }

  start(): CapabilitiesStart {
    const declared = () => [...this.applications.values()];
    return {
      getApplications: declared,
      resolveCapabilities: async (request, applications) => {
        // OSD's shape: a nav link per app the browser names; every declared app may be shown and
        // saved in, until a switcher says otherwise.
        let caps: Capabilities = {
          navLinks: Object.fromEntries(applications.map((id) => [id, true])),
          ...Object.fromEntries(declared().map((app) => [app.id, { show: true, save: true }])),
        };
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
    // The same for the apps the server declares, for callers without a browser's app list.
    router.get({ path: '/api/core/capabilities', options: { authRequired: 'optional' } }, async (request) =>
      start.resolveCapabilities(
        request,
        start.getApplications().map((app) => app.id)
      )
    );
  }
}
