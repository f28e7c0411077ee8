import type { Translator } from '../../common/i18n';
import { localize } from '../i18n/localized_message';
import type { IUiSettingsClient, SettingsForPage, UiSettingsParams, UiSettingsRegistration } from './types';

/** A declaration with its words in the translator's language, as the browser receives it. */
export function localizeSetting(
  translator: Translator,
  { name, description, optionLabels, ...rest }: UiSettingsRegistration
): UiSettingsParams {
  return {
    ...rest,
    ...(name !== undefined ? { name: localize(translator, name) } : {}),
    ...(description !== undefined ? { description: localize(translator, description) } : {}),
    ...(optionLabels
      ? {
          optionLabels: Object.fromEntries(
            Object.entries(optionLabels).map(([value, label]) => [value, localize(translator, label)])
          ),
        }
      : {}),
  };
}

/** The declared settings, in the page's language, and the request tenant's values, for the bootstrap page to inject. */
export async function getSettingsForPage(client: IUiSettingsClient, translator: Translator): Promise<SettingsForPage> {
  const defaults = Object.entries(client.getRegistered()).map(([key, params]) => [
    key,
    localizeSetting(translator, params),
  ]);
  return { defaults: Object.fromEntries(defaults), user: await client.getUserProvided() };
}
