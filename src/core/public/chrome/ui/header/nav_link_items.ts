import type React from 'react';
import type { EuiListGroupItemProps } from '@elastic/eui';
import type { AppCategory } from '../../../application/types';
import type { ChromeNavLink } from '../../types';
import { compareNavLinks } from '../../nav_links/to_nav_link';
import { navigateOnClick } from './navigate_on_click';

export interface LinkClickContext {
  navigateToUrl: (url: string) => Promise<void>;
  /** Called after an in-app navigation, e.g. to close the undocked drawer. */
  onNavigate: () => void;
}

export function navLinkToItem(
  link: Partial<ChromeNavLink>,
  { navigateToUrl, onNavigate }: LinkClickContext,
  testSubj: string
): EuiListGroupItemProps {
  const href = link.href ?? '';
  return {
    label: link.title ?? '',
    href: link.disabled ? undefined : href,
    isDisabled: Boolean(link.disabled),
    iconType: link.euiIconType,
    toolTipText: link.tooltip,
    showToolTip: Boolean(link.tooltip),
    onClick: link.disabled
      ? undefined
      : (navigateOnClick(navigateToUrl, href, onNavigate) as React.MouseEventHandler<HTMLButtonElement>),
    'data-test-subj': testSubj,
  };
}

export interface CategoryGroup {
  category: AppCategory;
  links: ChromeNavLink[];
}

/** Visible links split into category groups (by category order) and the uncategorised rest. */
export function groupNavLinks(links: readonly ChromeNavLink[]): {
  groups: CategoryGroup[];
  uncategorized: ChromeNavLink[];
} {
  const byCategory = new Map<string, CategoryGroup>();
  const uncategorized: ChromeNavLink[] = [];
  for (const link of links) {
    if (link.hidden) continue;
    if (!link.category) {
      uncategorized.push(link);
      continue;
    }
    const group = byCategory.get(link.category.id) ?? { category: link.category, links: [] };
    group.links.push(link);
    byCategory.set(link.category.id, group);
  }
  const groups = [...byCategory.values()].sort(
    (a, b) =>
      (a.category.order ?? Number.POSITIVE_INFINITY) - (b.category.order ?? Number.POSITIVE_INFINITY) ||
      a.category.label.localeCompare(b.category.label)
  );
  for (const group of groups) group.links.sort(compareNavLinks);
  uncategorized.sort(compareNavLinks);
  return { groups, uncategorized };
}
