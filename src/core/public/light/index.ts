/**
 * Core's entry file for pages served without the shell (login and error pages: AppRouteOptions.page
 * on the server). Only small, dependency-free pieces: a page built on the whole core entry would
 * load the shell it exists to avoid.
 */
export {
  LightPromptPage,
  LightPage,
  LightPanel,
  LightTextField,
  LightPasswordField,
  LightButton,
  LightCallOut,
  type LightPageMode,
} from './light_components';
export { LightIcon, type LightIconType } from './light_icons';
export { ensureLightStyles } from './light_styles';
export { lightPageHtml, lightPanelHtml } from '../../common/light_markup';
export { createLightHttp, prefetchScripts, type LightHttp } from './light_http';
export { readInjectedMetadata } from '../injected_metadata/read_injected_metadata';
export { isHttpFetchError, HttpFetchError } from '../http/http_fetch_error';
export { fetchErrorMessage, fetchErrorStatus } from '../utils/fetch_error_info';
export { DEFAULT_PRODUCT_MARK_URL } from '../chrome/ui/header/default_logo';
export { useLoad } from '../utils/use_load';
export { downloadBlob } from '../utils/download_blob';
export { i18n } from '../i18n/translate';
export { translatedLabels } from '../i18n/translated_labels';
export type { MessageDescriptor } from '../../common/i18n';
export { applyInjectedTranslations } from '../i18n/injected_translations';
export { FormattedMessage } from '../i18n/ui/formatted_message';
export { loadIcuFormatter } from '../i18n/icu_formatter';
