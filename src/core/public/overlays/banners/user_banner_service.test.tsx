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

describe('UserBannerService', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the notifications:banner content titled Attention after the mount delay', () => {
    startUserBanner({ 'notifications:banner': 'Maintenance tonight', 'notifications:lifetime:banner': 60000 });
    advance(USER_BANNER_MOUNT_DELAY_MS - 1);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
    advance(1);
    expect(USER_BANNER_MOUNT_DELAY_MS).toBe(100);
    expect(screen.getByTestId('userBanner')).toHaveTextContent('Attention');
    expect(screen.getByTestId('userBannerContent')).toHaveTextContent('Maintenance tonight');
  });

  it('renders the content as text, not HTML', () => {
    startUserBanner({ 'notifications:banner': '<img src=x onerror=alert(1)>', 'notifications:lifetime:banner': 1000 });
    advance(100);
    expect(screen.getByTestId('userBannerContent')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.getByTestId('userBannerContent').querySelector('img')).toBeNull();
  });

  it('is removed when the user clicks Close', async () => {
    startUserBanner({ 'notifications:banner': 'Read me', 'notifications:lifetime:banner': 60000 });
    advance(100);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('is removed when its lifetime expires', () => {
    startUserBanner({ 'notifications:banner': 'Short lived', 'notifications:lifetime:banner': 5000 });
    advance(100);
    advance(4999);
    expect(screen.getByTestId('userBanner')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('stays with an infinite lifetime', () => {
    startUserBanner({ 'notifications:banner': 'Forever', 'notifications:lifetime:banner': Infinity });
    advance(100);
    advance(10 * 24 * 3600 * 1000);
    expect(screen.getByTestId('userBanner')).toBeInTheDocument();
  });

  it.each([
    ['empty content', '', 1000],
    ['blank content', '   ', 1000],
    ['non-string content', 42, 1000],
    ['a non-numeric lifetime', 'Hello', '1000'],
  ])('is not shown with %s', (_label, content, lifetime) => {
    startUserBanner({ 'notifications:banner': content, 'notifications:lifetime:banner': lifetime });
    advance(1000);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('is not shown when the settings are not declared', () => {
    startUserBanner({});
    advance(1000);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('is replaced when the banner setting changes, and removed when it becomes empty', () => {
    const { uiSettings } = startUserBanner({
      'notifications:banner': 'First notice',
      'notifications:lifetime:banner': 60000,
    });
    advance(100);
    act(() => uiSettings.set('notifications:banner', 'Second notice'));
    advance(100);
    expect(screen.getAllByTestId('userBanner')).toHaveLength(1);
    expect(screen.getByTestId('userBannerContent')).toHaveTextContent('Second notice');
    act(() => uiSettings.set('notifications:banner', ''));
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });

  it('restarts the countdown when the lifetime setting changes', () => {
    const { uiSettings } = startUserBanner({ 'notifications:banner': 'Notice', 'notifications:lifetime:banner': 1000 });
    advance(100);
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

  it('removes the banner and stops listening after stop()', () => {
    const { uiSettings, userBanner } = startUserBanner({
      'notifications:banner': 'Notice',
      'notifications:lifetime:banner': 60000,
    });
    advance(100);
    act(() => userBanner.stop());
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
    act(() => uiSettings.set('notifications:banner', 'After stop'));
    advance(100);
    expect(screen.queryByTestId('userBanner')).not.toBeInTheDocument();
  });
});
