import type React from 'react';

/** A section of an app's side navigation: where it lives inside the app and what it is called. */
export interface SideNavSection {
  id: string;
  label: string;
  path: string;
}

/**
 * One EuiSideNav item of an app's sections: a real link (so it can be opened elsewhere), the
 * current one selected and announced to screen readers (EUI only styles it), and a click that
 * moves inside the app unless `handlesClick` leaves it to the browser.
 */
export function sideNavItem(
  section: SideNavSection,
  {
    createHref,
    selected,
    testSubjPrefix,
    navigate,
    handlesClick = () => true,
  }: {
    createHref(location: { pathname: string }): string;
    selected: boolean;
    testSubjPrefix: string;
    navigate(path: string): void;
    handlesClick?(event: React.MouseEvent): boolean;
  }
) {
  return {
    id: section.id,
    name: section.label,
    href: createHref({ pathname: section.path }),
    isSelected: selected,
    'aria-current': selected ? ('page' as const) : undefined,
    'data-test-subj': `${testSubjPrefix}-${section.id}`,
    onClick: (event: React.MouseEvent) => {
      if (!handlesClick(event)) return;
      event.preventDefault();
      navigate(section.path);
    },
  };
}
