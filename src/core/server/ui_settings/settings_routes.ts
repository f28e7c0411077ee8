import { Type } from '@sinclair/typebox';
import type { IRouter } from '../http/types';
import type { UiSettingsServiceStart } from './types';
import { MAX_CHANGES_PER_WRITE } from './ui_settings_client';

export const SETTINGS_PATH = '/api/kibana/settings';

const changesSchema = Type.Object(
  {
    // Keys are setting names, so they cannot be listed here; the client checks each one.
    changes: Type.Unsafe<Record<string, unknown>>({ type: 'object', maxProperties: MAX_CHANGES_PER_WRITE }),
  },
  { additionalProperties: false }
);

/**
 * GET answers the request tenant's user values plus the server's overrides; POST writes
 * `{changes}` (null removes a value) and answers the same shape after the write. Refusals
 * (overridden, undeclared, wrong type) are HttpError 400s thrown by the client.
 */
export function registerSettingsRoutes(router: IRouter, uiSettings: UiSettingsServiceStart) {
  router.get({ path: SETTINGS_PATH }, async (request) => {
    const client = await uiSettings.asScopedToClient(request);
    return { settings: await client.getUserProvided() };
  });

  // Every page reads the settings; only the Advanced settings page (management) writes them (issue 41).
  router.post(
    { path: SETTINGS_PATH, validate: { body: changesSchema }, options: { app: 'management' } },
    async (request) => {
      const client = await uiSettings.asScopedToClient(request);
      await client.setMany(request.body.changes);
      return { settings: await client.getUserProvided() };
    }
  );
}
