import { i18n, type IUiSettingsClient, type UiSettingsType } from '../../../../../core/public';
import messages from './messages.json';

/** One setting as the page shows it. */
export interface FieldSetting {
  key: string;
  name: string;
  description: string;
  category: string;
  type: UiSettingsType;
  options?: string[];
  /** What the page shows for an option (in the page's language, from the server); the value where none. */
  optionLabels?: Record<string, string>;
  /** The declared default, as get() would answer it. */
  defaultValue: unknown;
  /** The current value (user value, else default), as get() answers it. */
  value: unknown;
  isDefault: boolean;
  isOverridden: boolean;
  requiresPageReload: boolean;
}

/** The known categories' names in the loaded locale; a category no one named here shows its key, capitalised. */
function categoryLabels(): Record<string, string> {
  return {
    general: i18n.translate(messages.categoriesGeneral),
    appearance: i18n.translate(messages.categoriesAppearance),
    accessibility: i18n.translate(messages.categoriesAccessibility),
    notifications: i18n.translate(messages.categoriesNotifications),
    search: i18n.translate(messages.categoriesSearch),
    visualization: i18n.translate(messages.categoriesVisualization),
    timeline: i18n.translate(messages.categoriesTimeline),
  };
}

export function categoryLabel(category: string): string {
  const labels = categoryLabels();
  return Object.prototype.hasOwnProperty.call(labels, category)
    ? labels[category]
    : category.charAt(0).toUpperCase() + category.slice(1);
}

/** The declared, user-visible settings (readonly and undeclared ones are left out), sorted by key. */
export function toFieldSettings(uiSettings: IUiSettingsClient): FieldSetting[] {
  const all = uiSettings.getAll();
  return Object.keys(all)
    .filter((key) => !uiSettings.isCustom(key) && !all[key].readonly && all[key].type !== undefined)
    .sort()
    .map((key) => {
      const entry = all[key];
      const type = entry.type as UiSettingsType;
      return {
        key,
        name: entry.name ?? key,
        description: entry.description ?? '',
        category: entry.category?.[0] ?? 'general',
        type,
        ...(entry.options ? { options: entry.options } : {}),
        ...(entry.optionLabels ? { optionLabels: entry.optionLabels } : {}),
        defaultValue: type === 'json' && typeof entry.value === 'string' ? safeJson(entry.value) : entry.value,
        value: uiSettings.get(key),
        isDefault: uiSettings.isDefault(key),
        isOverridden: uiSettings.isOverridden(key),
        requiresPageReload: Boolean(entry.requiresPageReload),
      };
    });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Settings whose name, description, key or category contain every word of the query. */
export function filterSettings(settings: FieldSetting[], query: string): FieldSetting[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return settings;
  return settings.filter((setting) => {
    const text = [setting.name, setting.description, setting.key, setting.category, categoryLabel(setting.category)]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Settings grouped by category: General first, then by label. */
export function groupByCategory(settings: FieldSetting[]): Array<{ category: string; settings: FieldSetting[] }> {
  const groups = new Map<string, FieldSetting[]>();
  for (const setting of settings) {
    groups.set(setting.category, [...(groups.get(setting.category) ?? []), setting]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'general' ? -1 : b === 'general' ? 1 : categoryLabel(a).localeCompare(categoryLabel(b))))
    .map(([category, items]) => ({ category, settings: items }));
}

/** The text an editor shows for a value (booleans and selects edit the value itself). */
export function toEditorValue(setting: Pick<FieldSetting, 'type'>, value: unknown): unknown {
  switch (setting.type) {
    case 'boolean':
      return Boolean(value);
    case 'array':
      return Array.isArray(value) ? value.join(', ') : String(value ?? '');
    case 'json':
      return value === undefined || value === ''
        ? ''
        : typeof value === 'string'
          ? value
          : JSON.stringify(value, null, 2);
    case 'number':
      return value == null ? '' : String(value);
    default:
      return value == null ? '' : String(value);
  }
}

export type Parsed = { value: unknown } | { error: string };

/** The value to save from an editor's content, or why it cannot be saved. */
export function parseEditorValue(setting: Pick<FieldSetting, 'type' | 'defaultValue'>, editorValue: unknown): Parsed {
  switch (setting.type) {
    case 'boolean':
      return { value: Boolean(editorValue) };
    case 'number': {
      const text = String(editorValue).trim();
      const number = Number(text);
      return text === '' || !Number.isFinite(number)
        ? {
            error: i18n.translate(messages.fieldInvalidNumberError),
          }
        : { value: number };
    }
    case 'array': {
      const items = String(editorValue)
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const numeric =
        Array.isArray(setting.defaultValue) &&
        setting.defaultValue.length > 0 &&
        setting.defaultValue.every((item) => typeof item === 'number');
      return { value: numeric ? items.map((item) => (Number.isFinite(Number(item)) ? Number(item) : item)) : items };
    }
    case 'json': {
      const text = String(editorValue);
      if (text.trim() === '') return { value: '{}' };
      try {
        JSON.parse(text);
        return { value: text };
      } catch {
        return {
          error: i18n.translate(messages.fieldInvalidJsonError),
        };
      }
    }
    default:
      return { value: String(editorValue) };
  }
}
