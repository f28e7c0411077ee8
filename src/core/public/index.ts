/**
 * The browser core's public entry: everything a browser plugin may use. Plugins import core only
 * from here (test helpers come from './mocks'); the lint rule `no-restricted-imports` enforces it.
 */
export type { MountPoint, UnmountCallback, MountableContent } from './types';

export type {
  App,
  AppCategory,
  AppLeaveAction,
  AppLeaveActionFactory,
  AppLeaveConfirmAction,
  AppLeaveDefaultAction,
  AppLeaveHandler,
  AppMount,
  AppMountParameters,
  AppUnmount,
  AppUpdatableFields,
  AppUpdater,
  AppAccess,
  ApplicationSetup,
  ApplicationStart,
  NavigateToAppOptions,
  PublicAppInfo,
  ScopedHistory,
} from './application/types';
export { AppStatus, AppNavLinkStatus, AppLeaveActionType } from './application/types';
export { appAccess } from './application/app_access';

export type {
  CoreEnv,
  CoreSetup,
  CoreStart,
  DocLinksStart,
  Plugin,
  PluginInitializer,
  PluginInitializerContext,
  PluginOpaqueId,
  UiSettingsClientContract,
} from './plugins/types';

export type { Capabilities, CapabilitiesStart } from './capabilities/types';

export type {
  ChromeBadge,
  ChromeBrand,
  ChromeBreadcrumb,
  ChromeDocTitle,
  ChromeHelpExtension,
  ChromeNavControl,
  ChromeNavControls,
  ChromeNavLink,
  ChromeNavLinks,
  ChromeRecentlyAccessed,
  ChromeRecentlyAccessedHistoryItem,
  ChromeSetup,
  ChromeStart,
} from './chrome/types';

export type { FatalErrorInfo, FatalErrorsSetup, FatalErrorsStart } from './fatal_errors/types';

export type {
  HttpFetchOptions,
  HttpFetchOptionsWithPath,
  HttpHandler,
  HttpInterceptor,
  HttpInterceptorResponseError,
  HttpResponse,
  HttpSetup,
  HttpStart,
  IAnonymousPaths,
  IBasePath,
  IHttpInterceptController,
} from './http/types';
export { HttpFetchError, isHttpFetchError } from './http/http_fetch_error';

export type { I18nStart, MessageValue, TranslateArguments, Translations } from './i18n/types';
export { i18n, FormattedMessage, translatedLabels, useI18nLocale } from './i18n';
export { loadIcuFormatter } from './i18n/icu_formatter';
export { loadMessageGroup } from './i18n/message_groups';
export type { FormattedMessageProps } from './i18n';
export { SHIPPED_LOCALES, DEFAULT_LOCALE, PSEUDO_LOCALE } from '../common/i18n';
export type { MessageDescriptor, ShippedLocale } from '../common/i18n';

export type {
  ErrorToastOptions,
  IToasts,
  NotificationsSetup,
  NotificationsStart,
  Toast,
  ToastColor,
  ToastInput,
  ToastInputOrString,
} from './notifications/types';

export type {
  OverlayBannersStart,
  OverlayFlyoutOpenOptions,
  OverlayModalConfirmOptions,
  OverlayModalOpenOptions,
  OverlayRef,
  OverlayStart,
} from './overlays/types';

// The saved-object contracts of the browser are the whole of that module.
export type * from './saved_objects/types';

export type {
  IUiSettingsClient,
  PublicUiSettingsParams,
  UiSettingsChange,
  UiSettingsResponse,
  UiSettingsSetup,
  UiSettingsState,
  UiSettingsStart,
  UiSettingsType,
  UserProvidedValue,
} from './ui_settings/types';

export { DEFAULT_APP_CATEGORIES } from '../common/default_app_categories';
export type { SavedObjectsBulkResponseBody, SavedObjectsFindResponseBody, UiSettingsParams } from '../common';
// The sharing wire shapes (levels, recipients, summaries) are the whole of that module.
export * from '../common/saved_object_sharing';

export { SavedObjectFetchError } from './saved_objects/saved_object_fetch_error';
export { ModalFrame } from './overlays/ui/modal_frame';
export { FirstLoginModalFrame } from './overlays/ui/first_login_modal_frame';
export type { ModalFrameProps, ModalConfirmButton } from './overlays/ui/modal_frame';
export { FlyoutFrame } from './overlays/ui/flyout_frame';
export { Notice } from './utils/notice';
export type { FlyoutFrameProps } from './overlays/ui/flyout_frame';
export { CopyToTenantModal, tenantDisplayName } from './saved_objects/ui/copy_to_tenant_modal';
export type { CopyToTenantModalProps } from './saved_objects/ui/copy_to_tenant_modal';

export { useObservable } from './utils/use_observable';
export { euiStyleCache } from './rendering/style_cache';
export { markdownUrlAllowList, isAllowedMarkdownUrl } from './utils/markdown_url_policy';
export { historyNavigator } from './utils/history_navigator';
export { nextPaging, applyTableChange, TABLE_PAGE_SIZE_OPTIONS, TABLE_DEFAULT_PAGE_SIZE } from './utils/table_paging';
export type { TablePaging } from './utils/table_paging';
export { downloadBlob } from './utils/download_blob';
export { formatDate, type MomentLike } from './integrations/moment/format_date';
export { TogglePopover } from './utils/toggle_popover';
export { ContextMenuButton } from './utils/context_menu_button';
export { LazyPopover } from './utils/lazy_popover';
export { TitleSearchField } from './utils/title_search_field';
export { usePagedSearch } from './utils/use_paged_search';
export type { PagedSearch } from './utils/use_paged_search';
export type { PopoverToggle, TogglePopoverProps } from './utils/toggle_popover';
export type { ContextMenuButtonProps } from './utils/context_menu_button';
export { mountReactApp } from './utils/mount_react_app';
export { colorModeOf } from './integrations/theme/color_mode';
export { sideNavItem } from './application/side_nav_item';
export { lazyMount } from './application/lazy_mount';
export type { LazyAppMount } from './application/lazy_mount';
export type { SideNavSection } from './application/side_nav_item';
export type { HistoryNavigator } from './utils/history_navigator';
export { useLoad, useAsync } from './utils/use_load';
export { DEFAULT_PRODUCT_MARK_URL } from './chrome/ui/header/default_logo';
export type { LoadHandlers, AsyncState, AsyncResult } from './utils/use_load';
export { fetchErrorStatus, fetchErrorMessage, toError } from './utils/fetch_error_info';
