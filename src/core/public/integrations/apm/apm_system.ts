import type { Observable, Subscription } from 'rxjs';
import type { ApmBase, AgentConfigOptions } from '@elastic/apm-rum';

export interface ApmSystemSetupDeps {
  injectedMetadata: { getInjectedVar(name: string, defaultValue?: unknown): unknown };
}
export interface ApmSystemStartDeps {
  application: { currentAppId$: Observable<string | undefined> };
}

function isConfig(value: unknown): value is AgentConfigOptions {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Real-user monitoring. The agent is a sizeable bundle, so it is fetched only when the server
 * injected an `apmConfig`; without one nothing is loaded and every method is a no-op.
 */
export class ApmSystem {
  private agent?: Promise<ApmBase | undefined>;
  private subscription?: Subscription;

  /** Resolves once the agent is initialised (or at once when APM is off). */
  async setup({ injectedMetadata }: ApmSystemSetupDeps): Promise<void> {
    const config = injectedMetadata.getInjectedVar('apmConfig', null);
    if (!isConfig(config)) return;
    this.agent = import('@elastic/apm-rum').then(({ init }) => init({ ...config }));
    await this.agent;
  }

  start({ application }: ApmSystemStartDeps): void {
    const agent = this.agent;
    if (!agent) return;
    let first = true;
    this.subscription = application.currentAppId$.subscribe((appId) => {
      if (!appId) return;
      const isInitialApp = first;
      first = false;
      void agent.then((apm) => {
        if (!apm) return;
        // The page-load transaction is still open for the first app: name it after that app
        // so page loads group by app instead of by raw URL.
        if (isInitialApp) apm.setInitialPageLoadName(appId);
        apm.addLabels({ appId });
      });
    });
  }

  stop(): void {
    this.subscription?.unsubscribe();
  }
}
