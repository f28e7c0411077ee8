import { DEFAULT_APP_CATEGORIES } from '../../common/default_app_categories';
import type { AppCategory } from '../application/types';

/** How the product's own app category is shown: the configured product name and mark. */
export interface ProductCategoryBrand {
  /** `opensearchDashboards.branding.applicationTitle` (the product's name). */
  label: string;
  /** The product's mark (`branding.mark`), or its own default mark: an image URL. */
  iconType: string;
}

/**
 * The product's category (the one its own apps, Dashboards and Visualize, are in) named and drawn
 * as the branding says, in the drawer and on Home alike (issue 44.3); other categories as they are.
 */
export function brandedCategory<C extends AppCategory>(category: C, brand: ProductCategoryBrand | undefined): C {
  if (!brand || category.id !== DEFAULT_APP_CATEGORIES.kibana.id) return category;
  return { ...category, label: brand.label, euiIconType: brand.iconType };
}
