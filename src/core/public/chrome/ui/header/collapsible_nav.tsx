import React from 'react';
import type { Observable } from 'rxjs';
import {
  EuiCollapsibleNav,
  EuiCollapsibleNavGroup,
  EuiFlexItem,
  EuiHorizontalRule,
  EuiListGroup,
  EuiListGroupItem,
  EuiShowFor,
  EuiText,
} from '@elastic/eui';
import type { IBasePath } from '../../../http/types';
import { useObservable } from '../../../utils/use_observable';
import type { ChromeNavLink, ChromeRecentlyAccessedHistoryItem } from '../../types';
import { groupNavLinks, navLinkToItem, type LinkClickContext } from './nav_link_items';
import { readNavGroupOpen, writeNavGroupOpen } from './nav_group_storage';
import { brandedCategory, type ProductCategoryBrand } from '../../branded_category';
import { i18n } from '../../../i18n';
import messages from './messages.json';

export const RECENTLY_VIEWED_GROUP_ID = 'recentlyViewed';
export const RECENT_LIST_MAX_HEIGHT = '160px';
export const PINNED_MAX_HEIGHT = '40vh';

export interface CollapsibleNavProps {
  id: string;
  isOpen: boolean;
  closeNav: () => void;
  /** The header's toggle: part of the drawer's focus trap, so clicking it toggles rather than closes. */
  toggleRef: React.RefObject<HTMLElement>;
  homeHref: string;
  /** False for a user whose roles do not grant Home: no link to a page that refuses them. */
  showHome?: boolean;
  basePath: IBasePath;
  navigateToUrl: (url: string) => Promise<void>;
  storage: Storage;
  navLinks$: Observable<ChromeNavLink[]>;
  recentlyAccessed$: Observable<ChromeRecentlyAccessedHistoryItem[]>;
  customNavLink$: Observable<Partial<ChromeNavLink> | undefined>;
  isLocked: boolean;
  onIsLockedUpdate: (isLocked: boolean) => void;
  /** The product's own category as the branding names and draws it. */
  productCategory?: ProductCategoryBrand;
}

interface NavGroupProps {
  groupId: string;
  title: string;
  iconType?: string;
  storage: Storage;
  children: React.ReactNode;
}

/** A collapsible drawer section whose open state survives page loads. */
const PersistedNavGroup: React.FC<NavGroupProps> = ({ groupId, title, iconType, storage, children }) => (
  <EuiCollapsibleNavGroup
    id={`collapsibleNavGroup-${groupId}`}
    title={title}
    iconType={iconType}
    isCollapsible={true}
    initialIsOpen={readNavGroupOpen(storage, groupId)}
    onToggle={(isOpen: boolean) => writeNavGroupOpen(storage, groupId, isOpen)}
    data-test-subj={`collapsibleNavGroup-${groupId}`}
  >
    {children}
  </EuiCollapsibleNavGroup>
);

export const CollapsibleNav: React.FC<CollapsibleNavProps> = (props) => {
  const { isOpen, isLocked, closeNav, storage, basePath, navigateToUrl } = props;
  const navLinks = useObservable(props.navLinks$, []);
  const recentlyAccessed = useObservable(props.recentlyAccessed$, []);
  const customNavLink = useObservable(props.customNavLink$, undefined);

  // Closing is harmless when docked (a docked drawer shows regardless of isOpen) and gets the
  // overlay drawer out of the way once the user has chosen, whatever the window width.
  const clickContext: LinkClickContext = { navigateToUrl, onNavigate: closeNav };
  const { groups, uncategorized } = groupNavLinks(navLinks);
  const home = {
    id: 'home',
    title: i18n.translate(messages.navHomeLinkTitle),
    href: props.homeHref,
    euiIconType: 'home',
  };

  return (
    <EuiCollapsibleNav
      id={props.id}
      aria-label={i18n.translate(messages.navAriaLabel)}
      isOpen={isOpen}
      isDocked={isLocked}
      onClose={closeNav}
      focusTrapProps={{ shards: [props.toggleRef] }}
      data-test-subj="collapsibleNav"
    >
      <EuiFlexItem
        grow={false}
        style={{ flexShrink: 0, maxHeight: PINNED_MAX_HEIGHT, overflowY: 'auto' }}
        data-test-subj="collapsibleNavPinned"
      >
        {customNavLink && (
          <EuiCollapsibleNavGroup background="light">
            <EuiListGroup
              maxWidth="none"
              listItems={[navLinkToItem(customNavLink, clickContext, 'collapsibleNavCustomNavLink')]}
            />
          </EuiCollapsibleNavGroup>
        )}
        {props.showHome !== false && (
          <EuiCollapsibleNavGroup background="light">
            <EuiListGroup maxWidth="none" listItems={[navLinkToItem(home, clickContext, 'collapsibleNavHomeLink')]} />
          </EuiCollapsibleNavGroup>
        )}
      </EuiFlexItem>
      <EuiHorizontalRule margin="none" />
      <EuiFlexItem className="eui-yScroll">
        <PersistedNavGroup
          groupId={RECENTLY_VIEWED_GROUP_ID}
          title={i18n.translate(messages.navRecentlyViewedTitle)}
          iconType="clock"
          storage={storage}
        >
          {recentlyAccessed.length > 0 ? (
            <EuiListGroup
              maxWidth="none"
              style={{ maxHeight: RECENT_LIST_MAX_HEIGHT, overflowY: 'auto' }}
              data-test-subj="collapsibleNavRecentList"
              listItems={recentlyAccessed.map((item) =>
                navLinkToItem(
                  { title: item.label, href: basePath.prepend(item.link) },
                  clickContext,
                  'collapsibleNavRecentLink'
                )
              )}
            />
          ) : (
            <EuiText size="s" color="subdued" data-test-subj="collapsibleNavRecentEmpty">
              <p>{i18n.translate(messages.navRecentlyViewedEmpty)}</p>
            </EuiText>
          )}
        </PersistedNavGroup>
        {groups.map(({ category: registered, links }) => {
          const category = brandedCategory(registered, props.productCategory);
          return (
            <PersistedNavGroup
              key={category.id}
              groupId={category.id}
              title={category.label}
              iconType={category.euiIconType}
              storage={storage}
            >
              <EuiListGroup
                maxWidth="none"
                listItems={links.map((link) => navLinkToItem(link, clickContext, `collapsibleNavAppLink-${link.id}`))}
              />
            </PersistedNavGroup>
          );
        })}
        {uncategorized.length > 0 && (
          <EuiCollapsibleNavGroup data-test-subj="collapsibleNavUncategorized">
            <EuiListGroup
              maxWidth="none"
              listItems={uncategorized.map((link) =>
                navLinkToItem(link, clickContext, `collapsibleNavAppLink-${link.id}`)
              )}
            />
          </EuiCollapsibleNavGroup>
        )}
        {/* Docking only makes sense where the page keeps enough width beside the drawer. */}
        <EuiShowFor sizes={['l', 'xl']}>
          <EuiCollapsibleNavGroup>
            <EuiListGroup maxWidth="none">
              <EuiListGroupItem
                label={isLocked ? i18n.translate(messages.navUndockLabel) : i18n.translate(messages.navDockLabel)}
                iconType={isLocked ? 'lock' : 'lockOpen'}
                onClick={() => props.onIsLockedUpdate(!isLocked)}
                aria-pressed={isLocked}
                data-test-subj="collapsible-nav-lock"
              />
            </EuiListGroup>
          </EuiCollapsibleNavGroup>
        </EuiShowFor>
      </EuiFlexItem>
    </EuiCollapsibleNav>
  );
};
