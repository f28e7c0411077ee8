import { afterEach, describe, expect, it } from '@jest/globals';
import React, { Profiler } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeService } from '../../chrome_service';
import { createFakeDeps, fakeApp } from '../../test_fakes';
import { renderHeader } from './render_header.test_utils';

afterEach(() => {
  window.localStorage.clear();
  window.location.hash = '';
});

describe('Header logo', () => {
  it('links to /app/home under the base path and navigates in-app on click', async () => {
    const { fakes } = renderHeader({ basePath: '/abc' });
    const logo = screen.getByTestId('logo');
    expect(logo).toHaveAttribute('href', '/abc/app/home');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      logo.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(fakes.navigateToUrl).toHaveBeenCalledWith('/abc/app/home');
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const { fakes } = renderHeader();
    let browserHandled = false;
    // Stands in for the browser (jsdom cannot open tabs): sees the click after React did.
    const browser = (event: MouseEvent) => {
      browserHandled = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    fireEvent.click(screen.getByTestId('logo'), { ctrlKey: true });
    document.removeEventListener('click', browser);
    expect(browserHandled).toBe(true);
    expect(fakes.navigateToUrl).not.toHaveBeenCalled();
  });

  it('shows the brand logo once set', () => {
    const { chrome } = renderHeader();
    expect(screen.queryByTestId('customLogo')).toBeNull();
    act(() => chrome.setBrand({ logo: '/logo.svg', smallLogo: '/mark.svg' }));
    expect(screen.getByTestId('customLogo')).toHaveAttribute('src', '/logo.svg');
  });
});

describe('Header loading indicator', () => {
  it('shows while the loading count is above 0', () => {
    const { fakes } = renderHeader();
    expect(screen.queryByTestId('globalLoadingIndicator')).toBeNull();
    act(() => fakes.loadingCount$.next(2));
    expect(screen.getByTestId('globalLoadingIndicator')).toBeInTheDocument();
    // Named for screen readers through a role that allows a name (axe refuses aria-label on a bare div).
    expect(screen.getByRole('progressbar', { name: 'Loading content' })).toBe(
      screen.getByTestId('globalLoadingIndicator')
    );
    act(() => fakes.loadingCount$.next(0));
    expect(screen.queryByTestId('globalLoadingIndicator')).toBeNull();
  });

  it('redraws the header only when the bar shows or hides, not as requests start and end meanwhile', () => {
    const fakes = createFakeDeps();
    const chrome = new ChromeService().start(fakes.deps);
    let commits = 0;
    render(
      <Profiler id="header" onRender={() => commits++}>
        {chrome.getHeaderComponent()}
      </Profiler>
    );
    act(() => fakes.loadingCount$.next(1));
    expect(screen.getByTestId('globalLoadingIndicator')).toBeInTheDocument();
    const shown = commits;
    // A second request and the first one's end: the bar stays as it is.
    act(() => fakes.loadingCount$.next(2));
    act(() => fakes.loadingCount$.next(1));
    expect(commits).toBe(shown);
    act(() => fakes.loadingCount$.next(0));
    expect(screen.queryByTestId('globalLoadingIndicator')).toBeNull();
    expect(commits).toBe(shown + 1);
  });
});

describe('Header visibility', () => {
  it('is replaced by a thin fixed progress bar, shown only while loading, for a chromeless app', () => {
    const { fakes, container } = renderHeader({ apps: [fakeApp({ id: 'login', chromeless: true })] });
    expect(screen.getByTestId('toggleNavButton')).toBeInTheDocument();
    act(() => fakes.currentAppId$.next('login'));
    expect(screen.queryByTestId('headerGlobalNav')).toBeNull();
    expect(screen.queryByTestId('toggleNavButton')).toBeNull();
    expect(container).toBeEmptyDOMElement();

    act(() => fakes.loadingCount$.next(1));
    const bar = screen.getByTestId('globalLoadingIndicator-hidden');
    expect(bar).toHaveClass('euiProgress');
    expect(bar.className).toMatch(/-fixed-/);
    expect(screen.queryByTestId('globalLoadingIndicator')).toBeNull();
  });

  it('never draws the header, even for one frame, when the page starts in a chromeless app', () => {
    const fakes = createFakeDeps({ apps: [fakeApp({ id: 'login', chromeless: true })] });
    fakes.currentAppId$.next('login');
    const chrome = new ChromeService().start(fakes.deps);
    // Records keep every node ever inserted, even one React removed again before we look.
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { childList: true, subtree: true });
    render(chrome.getHeaderComponent());
    const inserted = observer.takeRecords().flatMap((record) => [...record.addedNodes]);
    observer.disconnect();
    const headerSeen = inserted.some(
      (node) =>
        node instanceof Element &&
        (node.matches('[data-test-subj="headerGlobalNav"]') ||
          node.querySelector('[data-test-subj="headerGlobalNav"]') !== null)
    );
    expect(headerSeen).toBe(false);
    expect(document.body).not.toHaveClass('euiBody--headerIsFixed');
  });

  it('is hidden when the URL hash query contains embed', () => {
    window.location.hash = '#/view/1?embed=true';
    renderHeader();
    expect(screen.queryByTestId('headerGlobalNav')).toBeNull();
  });

  it('is hidden by setIsVisible(false) and back with setIsVisible(true)', () => {
    const { chrome } = renderHeader();
    act(() => chrome.setIsVisible(false));
    expect(screen.queryByTestId('headerGlobalNav')).toBeNull();
    act(() => chrome.setIsVisible(true));
    expect(screen.getByTestId('headerGlobalNav')).toBeInTheDocument();
  });
});

describe('Header breadcrumbs', () => {
  const texts = () => screen.getAllByTestId(/^breadcrumb( last)?$/).map((crumb) => crumb.textContent);

  it('shows the breadcrumbs the app set', async () => {
    const { chrome } = renderHeader();
    await act(async () => chrome.setBreadcrumbs([{ text: 'Security' }, { text: 'Roles' }]));
    expect(texts()).toEqual(['Security', 'Roles']);
  });

  it('falls back to the current app title, then to the product name', async () => {
    const { fakes } = renderHeader({ apps: [fakeApp({ id: 'dashboards', title: 'Dashboards' })], productName: 'Acme' });
    expect(texts()).toEqual(['Acme']);
    await act(async () => fakes.currentAppId$.next('dashboards'));
    expect(texts()).toEqual(['Dashboards']);
  });

  it('shows at most 10 breadcrumbs', async () => {
    const { chrome } = renderHeader();
    await act(async () => chrome.setBreadcrumbs(Array.from({ length: 14 }, (_, i) => ({ text: `Crumb ${i}` }))));
    expect(texts()).toHaveLength(10);
    expect(texts()[0]).toBe('Crumb 0');
    expect(texts()[9]).toBe('Crumb 13');
  });

  it('resets to the new app title when the app changes', async () => {
    const { chrome, fakes } = renderHeader({
      apps: [fakeApp({ id: 'a', title: 'App A' }), fakeApp({ id: 'b', title: 'App B' })],
    });
    await act(async () => fakes.currentAppId$.next('a'));
    await act(async () => chrome.setBreadcrumbs([{ text: 'Deep' }, { text: 'Page' }]));
    await act(async () => fakes.currentAppId$.next('b'));
    expect(texts()).toEqual(['App B']);
  });

  it('shows the leading crumbs whole; only the last may be cut (issue 44)', async () => {
    const { chrome } = renderHeader();
    await act(async () =>
      chrome.setBreadcrumbs([{ text: 'Dashboards Management', href: '/app/management' }, { text: 'Advanced settings' }])
    );
    expect(screen.getByTestId('breadcrumb').className).not.toMatch(/isTruncated/);
    expect(screen.getByTestId('breadcrumb last').className).toMatch(/isTruncatedLast/);
  });

  it('escapes breadcrumb text', async () => {
    const { chrome } = renderHeader();
    await act(async () => chrome.setBreadcrumbs([{ text: '<img src=x onerror=alert(1)>' }]));
    expect(texts()).toEqual(['<img src=x onerror=alert(1)>']);
    expect(screen.getByTestId('breadcrumbs').querySelector('img')).toBeNull();
  });
});

describe('Header badge', () => {
  it('shows the badge text and tooltip, and goes away with the app', async () => {
    const { chrome, fakes } = renderHeader({ apps: [fakeApp({ id: 'a' }), fakeApp({ id: 'b' })] });
    await act(async () => fakes.currentAppId$.next('a'));
    expect(screen.queryByTestId('headerBadge')).toBeNull();
    await act(async () => chrome.setBadge({ text: 'Read only', tooltip: 'You can not save' }));
    expect(screen.getByTestId('headerBadge')).toHaveTextContent('Read only');
    await act(async () => fakes.currentAppId$.next('b'));
    expect(screen.queryByTestId('headerBadge')).toBeNull();
  });

  it('shows an icon badge labelled by its text', async () => {
    const { chrome } = renderHeader();
    await act(async () => chrome.setBadge({ text: 'Read only', tooltip: 'You can not save', iconType: 'glasses' }));
    const badge = screen.getByTestId('headerBadge');
    expect(badge.querySelector('[data-euiicon-type="glasses"]')).not.toBeNull();
    expect(badge).toHaveAttribute('aria-label', expect.stringContaining('Read only'));
    await userEvent.hover(badge);
    expect(await screen.findByText('You can not save')).toBeInTheDocument();
  });
});

describe('Header nav controls and action menu', () => {
  const textMount = (text: string) => (element: HTMLElement) => {
    element.textContent = text;
    return () => {
      element.textContent = '';
    };
  };

  it('renders left, center and right controls, each side sorted by order', () => {
    const { chrome } = renderHeader();
    act(() => {
      chrome.navControls.registerRight({ mount: textMount('right-2000'), order: 2000 });
      chrome.navControls.registerRight({ mount: textMount('right-10'), order: 10 });
      chrome.navControls.registerLeft({ mount: textMount('left-1'), order: 1 });
      chrome.navControls.registerCenter({ mount: textMount('center-1'), order: 1 });
    });
    expect(screen.getAllByTestId('navControls-right').map((el) => el.textContent)).toEqual(['right-10', 'right-2000']);
    expect(screen.getByTestId('navControls-left')).toHaveTextContent('left-1');
    expect(screen.getByTestId('navControls-center')).toHaveTextContent('center-1');
  });

  it("mounts the current app's action menu and unmounts it when cleared", () => {
    const { fakes } = renderHeader();
    act(() => fakes.currentActionMenu$.next(textMount('Save')));
    expect(screen.getByTestId('headerAppActionMenu')).toHaveTextContent('Save');
    act(() => fakes.currentActionMenu$.next(undefined));
    expect(screen.queryByTestId('headerAppActionMenu')).toBeNull();
  });
});

describe('Header help menu', () => {
  async function openHelp() {
    await userEvent.click(screen.getByTestId('helpMenuButton'));
    return screen.findByTestId('helpMenuPanel');
  }

  it('opens a popover at most 240 px wide with a link to the product documentation', async () => {
    renderHeader({ productName: 'Acme' });
    const panel = await openHelp();
    expect(panel).toHaveStyle({ maxWidth: '240px' });
    const docs = within(panel).getByTestId('helpMenuDocumentationLink');
    expect(docs).toHaveTextContent('Acme documentation');
    expect(docs).toHaveAttribute('href', 'https://opensearch.org/docs/latest/dashboards/');
  });

  it('offers a new GitHub issue (feedback) besides the documentation, as OSD does', async () => {
    renderHeader({ productName: 'Acme' });
    const panel = await openHelp();
    const issue = within(panel).getByTestId('helpMenuGitHubLink');
    expect(issue).toHaveTextContent('Open an issue in GitHub');
    expect(issue).toHaveAttribute('href', 'https://github.com/opensearch-project/OpenSearch-Dashboards/issues/new');
    expect(issue).toHaveAttribute('target', '_blank');
  });

  it('points the documentation link at the URL set with setHelpSupportUrl', async () => {
    const { chrome } = renderHeader();
    act(() => chrome.setHelpSupportUrl('https://docs.example.com/'));
    const panel = await openHelp();
    expect(within(panel).getByTestId('helpMenuDocumentationLink')).toHaveAttribute('href', 'https://docs.example.com/');
  });

  it("lists the app's name and its links by type", async () => {
    const { chrome } = renderHeader();
    act(() =>
      chrome.setHelpExtension({
        appName: 'Security',
        links: [
          { linkType: 'documentation', href: 'https://docs.example.com/security' },
          { linkType: 'github', labels: ['security', 'bug'], title: '[Security] ' },
          { linkType: 'discuss', href: 'https://forum.example.com' },
          { linkType: 'custom', href: '/app/security/help', content: 'Security tips' },
        ],
      })
    );
    const panel = await openHelp();
    expect(within(panel).getByTestId('helpMenuAppName')).toHaveTextContent('Security');
    expect(within(panel).getByText('Documentation').closest('a')).toHaveAttribute(
      'href',
      'https://docs.example.com/security'
    );
    const github = within(panel).getByTestId('helpMenuLink-github');
    const githubUrl = new URL(github?.getAttribute('href') ?? '');
    expect(githubUrl.searchParams.get('labels')).toBe('security,bug');
    expect(githubUrl.searchParams.get('title')).toBe('[Security] ');
    expect(within(panel).getByText('Discuss forum').closest('a')).toHaveAttribute('href', 'https://forum.example.com');
    expect(within(panel).getByText('Security tips').closest('a')).toHaveAttribute('href', '/app/security/help');
  });

  it("mounts the extension's content, which can close the menu", async () => {
    const { chrome } = renderHeader();
    let hide: (() => void) | undefined;
    act(() =>
      chrome.setHelpExtension({
        appName: 'App',
        content: (element, { hideHelpMenu }) => {
          element.textContent = 'Extra help';
          hide = hideHelpMenu;
          return () => undefined;
        },
      })
    );
    const panel = await openHelp();
    expect(within(panel).getByText('Extra help')).toBeInTheDocument();
    act(() => hide?.());
    expect(screen.getByTestId('helpMenuButton')).toHaveAttribute('aria-expanded', 'false');
  });

  it('drops the extension when the app changes', async () => {
    const { chrome, fakes } = renderHeader({ apps: [fakeApp({ id: 'a' }), fakeApp({ id: 'b' })] });
    act(() => fakes.currentAppId$.next('a'));
    act(() => chrome.setHelpExtension({ appName: 'App A' }));
    act(() => fakes.currentAppId$.next('b'));
    const panel = await openHelp();
    expect(within(panel).queryByTestId('helpMenuAppName')).toBeNull();
  });
});
