import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import type { OverlaySettingChange } from '../overlay_deps';
import { BannersService } from './banners_service';
import { UserBannerService, USER_BANNER_MOUNT_DELAY_MS } from './user_banner_service';

function fakeUiSettings(initial: Record<string, unknown>) {
  const values: Record<string, unknown> = { ...initial };
  const updates$ = new Subject<OverlaySettingChange>();
  return {
    get: (key: string) => {
      if (!(key in values)) throw new Error(`Unknown setting ${key}`);
      return values[key];
    },
    getUpdate$: () => updates$.asObservable(),
    set(key: string, value: unknown) {
      const oldValue = values[key];
      values[key] = value;
      updates$.next({ key, newValue: value, oldValue });
    },
  };
}

function startUserBanner(settings: Record<string, unknown>) {
  const banners = new BannersService();
  const uiSettings = fakeUiSettings(settings);
  const userBanner = new UserBannerService();
  render(banners.start().getComponent());
  userBanner.start({ banners, uiSettings });
  return { uiSettings, userBanner };
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
/** Lets the lazily imported markdown chunk resolve without moving the fake clock. */
const flushLazy = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
/** Passes the mount delay and lets the banner's chunk and then its markdown renderer arrive. */
async function showBanner() {
  advance(USER_BANNER_MOUNT_DELAY_MS);
  await flushLazy();
  await flushLazy();
}
const content = () => screen.getByTestId('userBannerContent');

describe('UserBannerService', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the notifications:banner content titled Attention after the 100 ms mount delay', async () => {
    startUserBanner({ 'notifications:banner': 'Maintenance tonight', 'notifications:lifetime:banner': 60000 });
    advance(USER_BANNER_MOUNT_DELAY_MS - 1);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
    advance(1);
    expect(USER_BANNER_MOUNT_DELAY_MS).toBe(100);
    // The banner's own chunk, then its markdown renderer's.
    await flushLazy();
    expect(screen.getByTestId('userBanner')).toHaveTextContent('Attention');
    expect(content()).toHaveTextContent('Maintenance tonight');
    await flushLazy();
    expect(screen.getByTestId('userBannerMarkdown')).toHaveTextContent('Maintenance tonight');
  });

  it('renders the content as markdown', async () => {
    startUserBanner({
      'notifications:banner': 'Upgrade on **Friday**, see [the notes](https://example.com/notes)',
      'notifications:lifetime:banner': 60000,
    });
    await showBanner();
    expect(content()).toHaveTextContent('Upgrade on Friday, see the notes');
    expect(content().querySelector('strong')).toHaveTextContent('Friday');
    expect(screen.getByRole('link', { name: /the notes/ })).toHaveAttribute('href', 'https://example.com/notes');
  });

  it('shows raw HTML in the content as text, never as an element', async () => {
    startUserBanner({ 'notifications:banner': '<img src=x onerror=alert(1)>', 'notifications:lifetime:banner': 1000 });
    await showBanner();
    expect(screen.getByTestId('userBannerMarkdown')).toBeInTheDocument();
    expect(content()).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(content().querySelector('img')).toBeNull();
  });

  it('shows inline markup as text around the markdown it wraps', async () => {
    startUserBanner({ 'notifications:banner': 'a <b>bold</b> *claim*', 'notifications:lifetime:banner': 1000 });
    await showBanner();
    expect(content()).toHaveTextContent('a <b>bold</b> claim');
    expect(content().querySelector('b')).toBeNull();
    expect(content().querySelector('em')).toHaveTextContent('claim');
  });

  it('does not turn a javascript: URL into a link', async () => {
    startUserBanner({ 'notifications:banner': '[click](javascript:alert(1))', 'notifications:lifetime:banner': 1000 });
    await showBanner();
    expect(content().querySelector('a')).toBeNull();
  });

  it('is removed when the user clicks Close', async () => {
    startUserBanner({ 'notifications:banner': 'Read me', 'notifications:lifetime:banner': 60000 });
    await showBanner();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('is removed when its lifetime expires', async () => {
    startUserBanner({ 'notifications:banner': 'Short lived', 'notifications:lifetime:banner': 5000 });
    await showBanner();
    advance(4999);
    expect(screen.getByTestId('userBanner')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('stays with an infinite lifetime', async () => {
    startUserBanner({ 'notifications:banner': 'Forever', 'notifications:lifetime:banner': Infinity });
    await showBanner();
    advance(10 * 24 * 3600 * 1000);
    expect(screen.getByTestId('userBanner')).toBeInTheDocument();
  });

  it.each([
    ['empty content', '', 1000],
    ['blank content', '   ', 1000],
    ['non-string content', 42, 1000],
    ['a non-numeric lifetime', 'Hello', '1000'],
    ['no lifetime', 'Hello', undefined],
  ])('is not shown with %s', (_label, bannerContent, lifetime) => {
    startUserBanner({ 'notifications:banner': bannerContent, 'notifications:lifetime:banner': lifetime });
    advance(1000);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('is not shown when the settings are not declared', () => {
    startUserBanner({});
    advance(1000);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('is replaced when the banner setting changes', async () => {
    const { uiSettings } = startUserBanner({
      'notifications:banner': 'First notice',
      'notifications:lifetime:banner': 60000,
    });
    await showBanner();
    act(() => uiSettings.set('notifications:banner', 'Second **notice**'));
    await showBanner();
    expect(screen.getAllByTestId('userBanner')).toHaveLength(1);
    expect(content()).toHaveTextContent('Second notice');
    expect(content()).not.toHaveTextContent('First notice');
    expect(content().querySelector('strong')).toHaveTextContent('notice');
  });

  it.each([
    ['empty', ''],
    ['not a string', { text: 'object' }],
  ])('is removed when the content becomes %s', async (_label, next) => {
    const { uiSettings } = startUserBanner({
      'notifications:banner': 'Notice',
      'notifications:lifetime:banner': 60000,
    });
    await showBanner();
    act(() => uiSettings.set('notifications:banner', next));
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('is removed when the lifetime stops being a number', async () => {
    const { uiSettings } = startUserBanner({
      'notifications:banner': 'Notice',
      'notifications:lifetime:banner': 60000,
    });
    await showBanner();
    act(() => uiSettings.set('notifications:lifetime:banner', 'soon'));
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('restarts the countdown when the lifetime setting changes', async () => {
    const { uiSettings } = startUserBanner({ 'notifications:banner': 'Notice', 'notifications:lifetime:banner': 1000 });
    await showBanner();
    act(() => uiSettings.set('notifications:lifetime:banner', 50000));
    advance(100 + 1000);
    expect(screen.getByTestId('userBanner')).toBeInTheDocument();
    advance(49000);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('ignores changes of other settings', () => {
    const { uiSettings } = startUserBanner({
      'notifications:banner': 'Notice',
      'notifications:lifetime:banner': 1000,
      other: 1,
    });
    advance(600);
    act(() => uiSettings.set('other', 2));
    advance(500);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('removes the banner and stops listening after stop()', async () => {
    const { uiSettings, userBanner } = startUserBanner({
      'notifications:banner': 'Notice',
      'notifications:lifetime:banner': 60000,
    });
    await showBanner();
    act(() => userBanner.stop());
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
    act(() => uiSettings.set('notifications:banner', 'After stop'));
    advance(100);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });
});
