import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { BannersService } from './banners_service';

function textMount(text: string) {
  return (element: HTMLElement) => {
    element.textContent = text;
    return () => {
      element.textContent = '';
    };
  };
}

function shownBanners(): string[] {
  return screen.queryAllByTestId('global-banner-item').map((item) => item.textContent ?? '');
}

describe('BannersService', () => {
  let service: BannersService;
  let banners: ReturnType<BannersService['start']>;

  beforeEach(() => {
    service = new BannersService();
    banners = service.start();
    render(banners.getComponent());
  });

  it('renders nothing while there is no banner', () => {
    expect(screen.queryByTestId('globalBannerList')).not.toBeInTheDocument();
  });

  it('lists banners highest priority first, default priority 0, equal priorities in arrival order', () => {
    act(() => {
      banners.add(textMount('default A'));
      banners.add(textMount('low'), -1);
      banners.add(textMount('high'), 5);
      banners.add(textMount('default B'));
    });
    expect(shownBanners()).toEqual(['high', 'default A', 'default B', 'low']);
  });

  it('returns distinct string ids', () => {
    let first = '';
    let second = '';
    act(() => {
      first = banners.add(textMount('one'));
      second = banners.add(textMount('two'));
    });
    expect(typeof first).toBe('string');
    expect(first).not.toBe(second);
  });

  it('removes a banner by id and reports whether it existed', () => {
    let id = '';
    act(() => {
      id = banners.add(textMount('going'));
      banners.add(textMount('staying'));
    });
    let removed = false;
    act(() => void (removed = banners.remove(id)));
    expect(removed).toBe(true);
    expect(shownBanners()).toEqual(['staying']);
    expect(banners.remove(id)).toBe(false);
    expect(banners.remove('unknown')).toBe(false);
  });

  it('replaces a banner in place with a new id', () => {
    let id = '';
    act(() => {
      banners.add(textMount('first'));
      id = banners.add(textMount('old'));
      banners.add(textMount('last'));
    });
    let newId = '';
    act(() => void (newId = banners.replace(id, textMount('new'))));
    expect(newId).not.toBe(id);
    expect(shownBanners()).toEqual(['first', 'new', 'last']);
    expect(banners.remove(id)).toBe(false);
  });

  it('replace re-sorts when the priority changes', () => {
    let id = '';
    act(() => {
      id = banners.add(textMount('moving'));
      banners.add(textMount('other'), 1);
    });
    act(() => void banners.replace(id, textMount('moved'), 2));
    expect(shownBanners()).toEqual(['moved', 'other']);
  });

  it('replace adds the banner when the id is unknown or undefined', () => {
    act(() => {
      banners.replace(undefined, textMount('from undefined'));
      banners.replace('nope', textMount('from unknown'));
    });
    expect(shownBanners()).toEqual(['from undefined', 'from unknown']);
  });

  it('unmounts a removed banner through its mount function', () => {
    const unmount = jest.fn();
    let id = '';
    act(() => void (id = banners.add(() => unmount)));
    act(() => void banners.remove(id));
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('also lists plain React content, used by core for its own banners', () => {
    act(() => void service.add(<span>core banner</span>));
    expect(shownBanners()).toEqual(['core banner']);
  });
});
