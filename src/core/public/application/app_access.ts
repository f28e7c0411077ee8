import { LANDING_APP_IDS } from '../../common/landing_apps';
import type { AppAccess, Capabilities } from './types';
import { i18n } from '../i18n';

/**
 * The server answers `capabilities[appId] = {show, save}` per registered app when application
 * permissions are on (issue 41); an absent entry means the feature is off: everything allowed.
 */
export function appAccess(capabilities: Readonly<Capabilities> | undefined, appId: string): AppAccess {
  const own = capabilities?.[appId] as Record<string, unknown> | undefined;
  const show = own?.show !== false;
  // An app that may not be shown may not save either, whatever the answer says.
  return { show, save: show && own?.save !== false };
}

/** Whether the user may open the app: their roles grant it and the server did not hide its link. */
export function canOpenApp(capabilities: Readonly<Capabilities> | undefined, appId: string): boolean {
  return appAccess(capabilities, appId).show && capabilities?.navLinks?.[appId] !== false;
}

/** Open, but not to change anything: a refused app is not "read only", it is not there. */
export function isReadOnlyApp(capabilities: Readonly<Capabilities> | undefined, appId: string): boolean {
  const { show, save } = appAccess(capabilities, appId);
  return show && !save;
}

/** The header badge the shell shows while the current app is read-only; text, not an icon, so it is read. */
export function readOnlyBadge() {
  return {
    text: i18n.translate('core.application.readOnlyBadge.text', { defaultMessage: 'Read only' }),
    tooltip: i18n.translate('core.application.readOnlyBadge.tooltip', {
      defaultMessage: 'You can view this application but not change it: your roles grant it read-only.',
    }),
  };
}

export { LANDING_APP_IDS };
