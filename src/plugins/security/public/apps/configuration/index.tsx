import React from 'react';
import { EuiProvider } from '@elastic/eui';
import {
  euiStyleCache,
  mountReactApp,
  type AppMountParameters,
  type AppUnmount,
  type CoreStart,
} from '../../../../../core/public';
import type { PublicSecurityConfig } from '../../../common/config';
import type { PrefetchedGets } from '../../apis/prefetched_gets';
import { ConfigurationApi } from './api';
import { ConfigurationApp } from './configuration_app';
import { preloadSecurityIcons } from './preload_icons';
import { stepUpHttp } from '../mfa/step_up_http';

function colorModeOf(uiSettings: CoreStart['uiSettings']): 'light' | 'dark' {
  // Read once at mount, like the shell's other apps.
  const darkMode = typeof uiSettings?.get === 'function' ? uiSettings.get<boolean>('theme:darkMode', false) : false;
  return darkMode === true ? 'dark' : 'light';
}

/** Mounts the Security app: its own React root and EUI provider, as the app owns its element. */
export function renderConfigurationApp(
  params: AppMountParameters,
  core: CoreStart,
  config: PublicSecurityConfig,
  /** The GETs the plugin asked for ahead when the page was opened on this app (early_start.ts). */
  prefetched?: PrefetchedGets
): AppUnmount {
  const http = stepUpHttp(core);
  // The icons the pages draw at first paint come with the app, never as placeholders.
  preloadSecurityIcons();
  return mountReactApp(
    params.element,
    // The shell's provider has inserted EUI's global styles and utility classes for the whole
    // document already: inserting them again here only added ~200 style elements to the page.
    <EuiProvider
      colorMode={colorModeOf(core.uiSettings)}
      cache={euiStyleCache()}
      globalStyles={false}
      utilityClasses={false}
    >
      <ConfigurationApp
        // Every page's calls (alert rules, sessions, lock-outs, tokens, the login-activity
        // dashboard) ask for the step-up as the configuration's do.
        core={{ ...core, http }}
        api={new ConfigurationApi(prefetched ? prefetched.wrap(http) : http, prefetched?.takeReady)}
        config={config}
        history={params.history}
        onAppLeave={params.onAppLeave}
      />
    </EuiProvider>
  );
}
