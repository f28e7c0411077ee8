import { i18n } from '../../../../core/public';

/** The sections of Dashboards Management, by app-relative path. */
export type SectionId = 'settings' | 'objects';

export interface SectionDef {
  id: SectionId;
  path: string;
}

export const SECTIONS: readonly SectionDef[] = [
  { id: 'settings', path: '/opensearch-dashboards/settings' },
  { id: 'objects', path: '/opensearch-dashboards/objects' },
];

/** A section's name in the side navigation, breadcrumbs and document title. */
export function sectionLabel(id: SectionId): string {
  return id === 'settings'
    ? i18n.translate('management.nav.advancedSettingsLabel', { defaultMessage: 'Advanced settings' })
    : i18n.translate('management.nav.savedObjectsLabel', { defaultMessage: 'Saved objects' });
}

/**
 * The app's name inside it (its registration, made before the translations arrive, keeps
 * MANAGEMENT_APP_TITLE).
 */
export function managementAppTitle(): string {
  return i18n.translate('management.app.title', { defaultMessage: 'Dashboards Management' });
}

export const DEFAULT_SECTION_PATH = SECTIONS[0].path;

/** `/kibana/...` is the older spelling (the URL-overflow page links to /app/management/kibana/settings). */
const PREFIXES = ['opensearch-dashboards', 'kibana'];

/** The section a path opens, or undefined (trailing slashes are ignored). */
export function sectionOf(pathname: string): SectionDef | undefined {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== 2 || !PREFIXES.includes(parts[0])) return undefined;
  return SECTIONS.find((section) => section.id === parts[1]);
}

export function isRootPath(pathname: string): boolean {
  return pathname.split('/').filter(Boolean).length === 0;
}
