/**
 * What a server plugin may use of core: the lifecycle contracts, the HTTP router and its request /
 * response abstractions, errors, logging, config and store types. Plugins import core only from
 * here (tests' helpers are in `src/core/server/test_utils`).
 */
// The plugin contract: the lifecycle, core's setup and start contracts, the manifest and config.
export type * from './plugins/types';

export type {
  AnsweredResponse,
  AppRouteOptions,
  AuthenticationHandler,
  AuthRequired,
  AuthResult,
  AuthToolkit,
  ClientCertificate,
  ClientCertificateRdn,
  HttpServiceSetup,
  IRouter,
  LocaleResolver,
  OnPostAuthHandler,
  OnPreAuthHandler,
  OnPreResponseHandler,
  OsdRequest,
  OsdResponse,
  PageVarsProvider,
  PlaceholderContext,
  PreResponseInfo,
  RenderInterceptor,
  RenderRefusal,
  RequestAuth,
  RequestHandler,
  RequestRoute,
  ResolvedRouteOptions,
  RouteBodyOptions,
  RouteConfig,
  RouteConfigOptions,
  RouteMethod,
  RouteValidate,
  RouteSchema,
  RouteResponses,
  RouteHandlerOf,
  StaticOf,
  ParamsOf,
  QueryOf,
  BodyOf,
  ResultOf,
  RestApiSetup,
} from './http/types';
export { HttpError, MissingPrivilegesError, errorBody, reasonPhrase, type ErrorBody } from './http/http_error';
export {
  PERMISSION_CHECK_PARAM,
  PermissionCheck,
  asksPermissionCheck,
  type PermissionCheckAnswer,
} from './http/permission_check';
export { RequestSlot } from './http/request_slot';
export { XSRF_HEADER } from './http/xsrf';
export { installJsonBodyParser } from './http/json_body';
export { frameworkErrorMessage } from './http/framework_errors';
export { serializeOnFirstUse } from './http/route_validation';
export { escapeHtml } from './rendering/bootstrap_page';
// One translator for browser and server: the light pages' server-drawn HTML and the locale checks.
export {
  DEFAULT_LOCALE,
  SHIPPED_LOCALES,
  createTranslator,
  isShippedLocale,
  shippedLocale,
  type ShippedLocale,
  type Translator,
} from '../common/i18n';
// Texts the server composes for a reader (status messages): defined now, translated per request.
export { i18n, isLocalizedMessage, localize } from './i18n/localized_message';
export type { I18nServiceSetup, LocalizedMessage, ServerText } from './i18n/types';
export {
  httpsServerOptions,
  loadTlsMaterial,
  TlsConfigError,
  type CertificateInfo,
  type TlsMaterial,
} from './http/tls/tls_material';
export { TlsReloader } from './http/tls/tls_reloader';
export { checkListenable, listenRefusal, ListenerUnavailableError } from './http/listen_check';

export type { Logger, LogMeta, RecordLevel } from './logging/types';
export type {
  CspConfig,
  DashboardsConfig,
  OpenSearchConnectionConfig,
  ServerConfig,
  ServerSslConfig,
} from './config/types';
export { ConfigError } from './config/load_config';
export { Secret, SecretString, REDACTED } from './config/secret';
export { readConfig, type SettingOptions } from './config/schema_reader';

export type {
  Capabilities,
  CapabilitiesProvider,
  CapabilitiesSetup,
  CapabilitiesStart,
  CapabilitiesSwitcher,
  ApplicationInfo,
} from './capabilities/types';
export type * from './saved_objects/types';
export { DEFAULT_TENANT, READ_ONLY_TENANT_MESSAGE } from './saved_objects';
export { SHARE_LEVELS } from '../common/saved_object_sharing';
export { MAX_PRINCIPAL_LENGTH, MAX_RECIPIENTS_PER_LEVEL, SAVED_OBJECTS_APPS, actionGroup } from './saved_objects';
export type * from './ui_settings/types';
export type {
  OperationsRowSource,
  OperationsRowValue,
  ServiceStatus,
  ServiceStatusLevel,
  StatusOperationsSetup,
  StatusServiceSetup,
} from './status/types';
export type * from './metrics/types';
export { SERVER_URL, type OperatorNotice, type OperatorNoticesStart } from './operator_notices';
export { METRICS_API_PATH } from './metrics/metrics_routes';

export type * from './store/types';
export { listTables, runStatements } from './store';

export * from '../common/default_app_categories';
export { LANDING_APP_IDS } from '../common/landing_apps';
export * from '../common/light_markup';
export { DEFAULT_PRODUCT_MARK_URL } from '../common/default_logo';
