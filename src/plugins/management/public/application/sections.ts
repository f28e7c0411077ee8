/** The sections of Dashboards Management, by app-relative path. */
export type SectionId = 'settings' | 'objects';

export interface SectionDef {
  id: SectionId;
  label: string;
  path: string;
}

export const SECTIONS: readonly SectionDef[] = [
  { id: 'settings', label: 'Advanced settings', path: '/opensearch-dashboards/settings' },
  { id: 'objects', label: 'Saved objects', path: '/opensearch-dashboards/objects' },
];

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
