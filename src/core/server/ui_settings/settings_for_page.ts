import type { IUiSettingsClient, SettingsForPage } from './types';

/** The declared settings and the request tenant's values, for the bootstrap page to inject. */
export async function getSettingsForPage(client: IUiSettingsClient): Promise<SettingsForPage> {
  return { defaults: { ...client.getRegistered() }, user: await client.getUserProvided() };
}
