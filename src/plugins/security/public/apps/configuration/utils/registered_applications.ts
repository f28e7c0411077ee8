/** The registered apps the role editor's application picker offers (issue 41). */
import type { HttpStart } from '../../../../../../core/public';
import type { ComboOptions } from '../panels/roles/role_edit/permission_options';
import type { RegisteredApplication } from '../types';
import { i18n } from '../../../../../../core/public';

export const APPLICATIONS_PATH = '/api/v1/applications';

function isApplication(value: unknown): value is RegisteredApplication {
  const app = value as Partial<RegisteredApplication> | null;
  return typeof app?.id === 'string' && app.id !== '' && (app.title === undefined || typeof app.title === 'string');
}

/** The server's list, with anything not shaped like an app left out rather than breaking the picker. */
export async function loadRegisteredApplications(http: Pick<HttpStart, 'get'>): Promise<RegisteredApplication[]> {
  const answer = await http.get<{ data?: unknown } | undefined>(APPLICATIONS_PATH);
  const data = Array.isArray(answer?.data) ? answer.data : [];
  return data.filter(isApplication).map((app) => ({ ...app, title: app.title || app.id }));
}

const otherCategory = () => i18n.translate('security.utils.applications.otherCategory', { defaultMessage: 'Other' });

function categoryLabel(app: RegisteredApplication): string {
  const category = app.category;
  if (typeof category === 'string' && category) return category;
  if (category && typeof category === 'object') return category.label || category.id || otherCategory();
  return otherCategory();
}

/**
 * Picker options: app ids (what patterns match) under their category, the title beside each.
 * Categories sort by name with uncategorised apps last; apps by id.
 */
export function applicationOptions(apps: readonly RegisteredApplication[]): ComboOptions {
  const byCategory = new Map<string, RegisteredApplication[]>();
  for (const app of apps) {
    const label = categoryLabel(app);
    byCategory.set(label, [...(byCategory.get(label) ?? []), app]);
  }
  const other = otherCategory();
  const labels = [...byCategory.keys()].sort((a, b) => (a === other ? 1 : b === other ? -1 : a.localeCompare(b)));
  const options: ComboOptions = [];
  for (const label of labels) {
    options.push({ label, isGroupLabelOption: true });
    const sorted = [...byCategory.get(label)!].sort((a, b) => a.id.localeCompare(b.id));
    options.push(...sorted.map((app) => ({ label: app.id, append: app.title !== app.id ? app.title : undefined })));
  }
  return options;
}
