import { BehaviorSubject } from 'rxjs';
import type { InjectedMetadata, InjectedMetadataStart } from '../injected_metadata/types';
import type { IToasts, NotificationsStart, Toast, ToastInput, ToastInputOrString } from '../notifications/types';

/** Hand-made stand-ins for the contracts integrations depend on; used by tests only. */

export function createFakeInjectedMetadata(overrides: Partial<InjectedMetadata> = {}): InjectedMetadataStart {
  const metadata: InjectedMetadata = {
    version: '2.0.0',
    buildNumber: 1234,
    branch: '2.x',
    buildHash: 'abc123',
    basePath: '',
    serverBasePath: '',
    csp: { warnLegacyBrowsers: true },
    uiPlugins: [],
    anonymousStatusPage: false,
    i18n: { translationsUrl: '/translations/en.json' },
    vars: {},
    branding: { productName: 'OpenSearch Dashboards' },
    theme: { version: 'v8', darkMode: false },
    ...overrides,
  };
  return {
    getBasePath: () => metadata.basePath,
    getServerBasePath: () => metadata.serverBasePath,
    getKibanaVersion: () => metadata.version,
    getKibanaBuildNumber: () => metadata.buildNumber,
    getKibanaBranch: () => metadata.branch,
    getBuildHash: () => metadata.buildHash,
    getCspConfig: () => metadata.csp,
    getPlugins: () => metadata.uiPlugins,
    getAnonymousStatusPage: () => metadata.anonymousStatusPage,
    getTranslationsUrl: () => metadata.i18n.translationsUrl,
    getInjectedTranslations: () => metadata.i18n.translations,
    getMessageGroups: () => metadata.i18n.messageGroups,
    getInjectedVar: (name: string, defaultValue?: unknown) =>
      name in metadata.vars ? metadata.vars[name] : defaultValue,
    getInjectedVars: () => metadata.vars,
    getBranding: () => metadata.branding,
    getTheme: () => metadata.theme,
    getUiSettings: () => metadata.uiSettings ?? { defaults: {}, user: {} },
  };
}

export interface FakeNotifications extends NotificationsStart {
  /** Every toast added, in order, with the color its helper gave it. */
  added: Toast[];
}

export function createFakeNotifications(): FakeNotifications {
  const added: Toast[] = [];
  const toasts$ = new BehaviorSubject<Toast[]>([]);
  const add = (input: ToastInputOrString, extra: Partial<ToastInput> = {}): Toast => {
    const base = typeof input === 'string' ? { title: input } : input;
    const toast: Toast = { ...base, ...extra, id: String(added.length) };
    added.push(toast);
    toasts$.next([...toasts$.getValue(), toast]);
    return toast;
  };
  const toasts: IToasts = {
    get$: () => toasts$,
    add: (t) => add(t),
    remove: (t) => toasts$.next(toasts$.getValue().filter((x) => x.id !== (typeof t === 'string' ? t : t.id))),
    addInfo: (t, o) => add(t, { color: 'primary', ...o }),
    addSuccess: (t, o) => add(t, { color: 'success', ...o }),
    addWarning: (t, o) => add(t, { color: 'warning', ...o }),
    addDanger: (t, o) => add(t, { color: 'danger', ...o }),
    addError: (error, options) =>
      add({ title: options.title, text: options.toastMessage ?? error.message, color: 'danger' }),
  };
  return { toasts, added };
}
