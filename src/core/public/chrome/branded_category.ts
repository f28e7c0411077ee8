import { DEFAULT_APP_CATEGORIES } from '../../common/default_app_categories';
import type { AppCategory } from '../application/types';
import { i18n } from '../i18n';

/** How the product's own app category is shown: the configured product name and mark. */
export interface ProductCategoryBrand {
  /** `opensearchDashboards.branding.applicationTitle` (the product's name). */
  label: string;
  /** The product's mark (`branding.mark`), or its own default mark: an image URL. */
  iconType: string;
}

/**
 * The product's category (the one its own apps, Dashboards and Visualize, are in) named and drawn
 * as the branding says, in the drawer and on Home alike (issue 44.3); the other default categories
 * in the loaded locale.
 */
export function brandedCategory<C extends AppCategory>(category: C, brand: ProductCategoryBrand | undefined): C {
  if (category.id !== DEFAULT_APP_CATEGORIES.kibana.id) return translatedCategory(category);
  if (!brand) return category;
  return { ...category, label: brand.label, euiIconType: brand.iconType };
}

/**
 * The default categories' labels in the loaded locale. Plugins register them during setup, before
 * the translations arrive, so they are translated where they are drawn; a category a plugin
 * labelled itself (or relabelled) is its own text and stays as it is.
 */
function translatedCategory<C extends AppCategory>(category: C): C {
  const label = defaultCategoryLabel(category);
  return label === undefined ? category : { ...category, label };
}

function defaultCategoryLabel({ id, label }: AppCategory): string | undefined {
  const { observability, security, management } = DEFAULT_APP_CATEGORIES;
  if (id === observability.id && label === observability.label) {
    return i18n.translate('core.chrome.appCategories.observabilityLabel', { defaultMessage: 'Observability' });
  }
  if (id === security.id && label === security.label) {
    return i18n.translate('core.chrome.appCategories.securityLabel', { defaultMessage: 'Security' });
  }
  if (id === management.id && label === management.label) {
    return i18n.translate('core.chrome.appCategories.managementLabel', { defaultMessage: 'Management' });
  }
  return undefined;
}
