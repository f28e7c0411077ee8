import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { AppNavLinkStatus } from '../../../application/types';
import { IS_LOCKED_STORAGE_KEY } from '../../chrome_service';
import { DEFAULT_APP_CATEGORIES } from '../../../../common/default_app_categories';
import { DEFAULT_PRODUCT_MARK_URL } from './default_logo';
import { fakeApp } from '../../test_fakes';
import { renderHeader } from './render_header.test_utils';

const kibana = { id: 'kibana', label: 'Kibana', order: 1000 };
const security = { id: 'security', label: 'Security', order: 4000 };
const management = { id: 'management', label: 'Management', order: 5000 };

const DEFAULT_WIDTH = window.innerWidth;
afterEach(() => {
  window.localStorage.clear();
  window.innerWidth = DEFAULT_WIDTH;
});

async function openNav() {
  await userEvent.click(screen.getByTestId('toggleNavButton'));
  return screen.findByTestId('collapsibleNav');
}

/** The data-test-subj values of the drawer's links and groups, in page order. */
function drawerOrder(nav: HTMLElement): string[] {
  return [...nav.querySelectorAll('[data-test-subj]')]
    .map((el) => el.getAttribute('data-test-subj') ?? '')
    .filter((subj) => /^collapsibleNav(Group-\w+|AppLink-\w+|HomeLink|CustomNavLink|Uncategorized)$/.test(subj));
}

describe('Navigation drawer', () => {
  it('opens and closes with the menu button', async () => {
    renderHeader();
    expect(screen.queryByTestId('collapsibleNav')).toBeNull();
    await openNav();
    expect(screen.getByTestId('toggleNavButton')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByTestId('toggleNavButton'));
    expect(screen.queryByTestId('collapsibleNav')).toBeNull();
  });

  it('has a pinned Home link to /app/home under the base path', async () => {
    renderHeader({ basePath: '/abc' });
    const nav = await openNav();
    const home = within(nav).getByTestId('collapsibleNavHomeLink');
    expect(home).toHaveTextContent('Home');
    expect(home).toHaveAttribute('href', '/abc/app/home');
  });

  it('without Home granted: no Home link, and the logo leads to the app the user lands on (issue 69.2)', async () => {
    renderHeader({
      basePath: '/abc',
      apps: [
        fakeApp({ id: 'management', title: 'Management', category: management }),
        fakeApp({ id: 'dashboards', title: 'Dashboards', category: kibana }),
      ],
      capabilities: { navLinks: { home: false }, home: { show: false, save: false } },
    });
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/abc/app/dashboards');
    const nav = await openNav();
    expect(within(nav).queryByTestId('collapsibleNavHomeLink')).toBeNull();
    expect(within(nav).getByTestId('collapsibleNavAppLink-dashboards')).toBeInTheDocument();
  });

  it('puts the custom nav link above the Home link', async () => {
    const { chrome } = renderHeader();
    act(() => chrome.setCustomNavLink({ title: 'My space', href: '/app/spaces' }));
    const nav = await openNav();
    expect(within(nav).getByTestId('collapsibleNavCustomNavLink')).toHaveTextContent('My space');
    expect(drawerOrder(nav).slice(0, 2)).toEqual(['collapsibleNavCustomNavLink', 'collapsibleNavHomeLink']);
  });

  it('lets the custom link and pinned groups scroll above 40% of the viewport height', async () => {
    renderHeader();
    const nav = await openNav();
    expect(within(nav).getByTestId('collapsibleNavPinned')).toHaveStyle({ maxHeight: '40vh', overflowY: 'auto' });
  });

  it("shows 'No recently viewed items' when nothing was viewed", async () => {
    renderHeader();
    const nav = await openNav();
    const group = within(nav).getByTestId('collapsibleNavGroup-recentlyViewed');
    expect(within(group).getByText('Recently viewed')).toBeInTheDocument();
    expect(within(group).getByText('No recently viewed items')).toBeInTheDocument();
  });

  it('lists recently viewed items newest first, in a list at most 160px high', async () => {
    const { chrome } = renderHeader({ basePath: '/abc' });
    act(() => {
      chrome.recentlyAccessed.add('/app/dashboards#/view/1', 'Sales', 'd1');
      chrome.recentlyAccessed.add('/app/dashboards#/view/2', 'Costs', 'd2');
    });
    const nav = await openNav();
    const links = within(nav).getAllByTestId('collapsibleNavRecentLink');
    expect(links.map((link) => link.textContent)).toEqual(['Costs', 'Sales']);
    expect(links[1]).toHaveAttribute('href', '/abc/app/dashboards#/view/1');
    expect(within(nav).getByTestId('collapsibleNavRecentList')).toHaveStyle({ maxHeight: '160px' });
    expect(within(nav).queryByText('No recently viewed items')).toBeNull();
  });

  it('groups links by category in category order, uncategorised links last', async () => {
    renderHeader({
      apps: [
        fakeApp({ id: 'users', title: 'Users', category: management }),
        fakeApp({ id: 'plain', title: 'Plain' }),
        fakeApp({ id: 'roles', title: 'Roles', category: security }),
        fakeApp({ id: 'discover', title: 'Discover', category: kibana }),
      ],
    });
    const nav = await openNav();
    expect(drawerOrder(nav)).toEqual([
      'collapsibleNavHomeLink',
      'collapsibleNavGroup-recentlyViewed',
      'collapsibleNavGroup-kibana',
      'collapsibleNavAppLink-discover',
      'collapsibleNavGroup-security',
      'collapsibleNavAppLink-roles',
      'collapsibleNavGroup-management',
      'collapsibleNavAppLink-users',
      'collapsibleNavUncategorized',
      'collapsibleNavAppLink-plain',
    ]);
    expect(within(screen.getByTestId('collapsibleNavGroup-security')).getByText('Security')).toBeInTheDocument();
  });

  it("shows the product's own category with the product's name and mark, not Kibana's", async () => {
    const { chrome } = renderHeader({
      productName: 'Acme Insights',
      apps: [fakeApp({ id: 'dashboards', title: 'Dashboards', category: DEFAULT_APP_CATEGORIES.kibana })],
    });
    const group = within(await openNav()).getByTestId('collapsibleNavGroup-kibana');
    expect(within(group).getByRole('button', { name: /Acme Insights/ })).toBeInTheDocument();
    expect(group).not.toHaveTextContent(/Kibana|OpenSearch Dashboards/);
    expect(group.querySelector(`[data-euiicon-type="${DEFAULT_PRODUCT_MARK_URL}"]`)).not.toBeNull();
    expect(group.querySelector('[data-euiicon-type="logoKibana"]')).toBeNull();
    // A configured mark (branding.mark) is the category's icon.
    act(() => chrome.setBrand({ smallLogo: '/ui/acme_mark.svg' }));
    expect(group.querySelector('[data-euiicon-type="/ui/acme_mark.svg"]')).not.toBeNull();
  });

  it('orders links inside a group by order, then title', async () => {
    renderHeader({
      apps: [
        fakeApp({ id: 'c', title: 'Charlie', category: kibana }),
        fakeApp({ id: 'b', title: 'Bravo', order: 20, category: kibana }),
        fakeApp({ id: 'a', title: 'Alpha', order: 20, category: kibana }),
        fakeApp({ id: 'z', title: 'Zulu', order: 10, category: kibana }),
      ],
    });
    const group = within(await openNav()).getByTestId('collapsibleNavGroup-kibana');
    const titles = within(group)
      .getAllByTestId(/^collapsibleNavAppLink-\w+$/)
      .map((link) => link.textContent);
    expect(titles).toEqual(['Zulu', 'Alpha', 'Bravo', 'Charlie']);
  });

  it('leaves hidden links out and shows disabled links disabled', async () => {
    const { fakes } = renderHeader({
      apps: [
        fakeApp({ id: 'secret', title: 'Secret', navLinkStatus: AppNavLinkStatus.hidden }),
        fakeApp({ id: 'later', title: 'Later', navLinkStatus: AppNavLinkStatus.disabled }),
      ],
    });
    const nav = await openNav();
    expect(within(nav).queryByText('Secret')).toBeNull();
    const later = within(nav).getByTestId('collapsibleNavAppLink-later');
    expect(later).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).queryByRole('link', { name: 'Later' })).toBeNull();
    await userEvent.click(later);
    expect(fakes.navigateToUrl).not.toHaveBeenCalled();
  });

  it('shows a link hidden through navLinks.update no more', async () => {
    const { chrome } = renderHeader({ apps: [fakeApp({ id: 'a', title: 'Alpha' })] });
    act(() => {
      chrome.navLinks.update('a', { hidden: true });
    });
    const nav = await openNav();
    expect(within(nav).queryByText('Alpha')).toBeNull();
  });

  it('navigates in-app on a link click and closes the undocked drawer', async () => {
    const { fakes } = renderHeader({
      basePath: '/abc',
      apps: [fakeApp({ id: 'roles', title: 'Roles', category: security })],
    });
    const nav = await openNav();
    await userEvent.click(within(nav).getByTestId('collapsibleNavAppLink-roles'));
    expect(fakes.navigateToUrl).toHaveBeenCalledWith('/abc/app/roles');
    expect(screen.queryByTestId('collapsibleNav')).toBeNull();
  });

  it('navigates in-app from the Home link', async () => {
    const { fakes } = renderHeader();
    const nav = await openNav();
    await userEvent.click(within(nav).getByTestId('collapsibleNavHomeLink'));
    expect(fakes.navigateToUrl).toHaveBeenCalledWith('/app/home');
  });
});

describe('Navigation drawer groups', () => {
  const apps = [fakeApp({ id: 'roles', title: 'Roles', category: security })];
  const header = (nav: HTMLElement, id: string) =>
    within(within(nav).getByTestId(`collapsibleNavGroup-${id}`)).getAllByRole('button')[0];

  it('are open by default', async () => {
    renderHeader({ apps });
    const nav = await openNav();
    expect(header(nav, 'security')).toHaveAttribute('aria-expanded', 'true');
    expect(header(nav, 'recentlyViewed')).toHaveAttribute('aria-expanded', 'true');
  });

  it('remember being closed in localStorage under the navigation-group prefix', async () => {
    renderHeader({ apps });
    const nav = await openNav();
    await userEvent.click(header(nav, 'security'));
    expect(header(nav, 'security')).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('core.navGroup.security')).toBe('false');
    await userEvent.click(header(nav, 'security'));
    expect(window.localStorage.getItem('core.navGroup.security')).toBe('true');
  });

  it('start closed when remembered closed', async () => {
    window.localStorage.setItem('core.navGroup.security', 'false');
    renderHeader({ apps });
    const nav = await openNav();
    expect(header(nav, 'security')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Navigation drawer docking', () => {
  it("offers 'Dock navigation' on large screens and remembers the choice", async () => {
    window.innerWidth = 1300;
    const { chrome } = renderHeader();
    const nav = await openNav();
    await userEvent.click(within(nav).getByText('Dock navigation'));
    expect(window.localStorage.getItem(IS_LOCKED_STORAGE_KEY)).toBe('true');
    expect(await firstValueFrom(chrome.getIsNavDrawerLocked$())).toBe(true);
    const docked = screen.getByTestId('collapsibleNav');
    expect(within(docked).getByText('Undock navigation')).toBeInTheDocument();
    // A docked drawer has no close button and stays after a navigation.
    expect(within(docked).queryByTestId('euiFlyoutCloseButton')).toBeNull();

    await userEvent.click(within(docked).getByText('Undock navigation'));
    expect(window.localStorage.getItem(IS_LOCKED_STORAGE_KEY)).toBe('false');
    expect(await firstValueFrom(chrome.getIsNavDrawerLocked$())).toBe(false);
  });

  it('shows the drawer docked on load when remembered docked', async () => {
    window.localStorage.setItem(IS_LOCKED_STORAGE_KEY, 'true');
    renderHeader();
    const nav = await screen.findByTestId('collapsibleNav');
    expect(within(nav).getByText('Undock navigation')).toBeInTheDocument();
  });

  it('keeps a docked drawer in place after a link click', async () => {
    window.localStorage.setItem(IS_LOCKED_STORAGE_KEY, 'true');
    const { fakes } = renderHeader();
    await userEvent.click(within(await screen.findByTestId('collapsibleNav')).getByTestId('collapsibleNavHomeLink'));
    expect(fakes.navigateToUrl).toHaveBeenCalledWith('/app/home');
    expect(screen.getByTestId('collapsibleNav')).toBeInTheDocument();
  });

  it('offers no dock toggle on medium and small screens', async () => {
    window.innerWidth = 800;
    renderHeader();
    const nav = await openNav();
    expect(within(nav).queryByText('Dock navigation')).toBeNull();
    expect(within(nav).queryByText('Undock navigation')).toBeNull();
  });
});
