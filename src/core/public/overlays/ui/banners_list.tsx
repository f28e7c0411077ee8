import React from 'react';
import type { Observable } from 'rxjs';
import { useObservable } from '../../utils/use_observable';
import { renderMountOrNode } from '../../utils/mount_wrapper';
import type { OverlayBanner } from '../types';

const NO_BANNERS: OverlayBanner[] = [];

/** The banners at the top of the page, highest priority first. */
export const BannersList: React.FC<{ banners$: Observable<OverlayBanner[]> }> = ({ banners$ }) => {
  const banners = useObservable(banners$, NO_BANNERS);
  if (banners.length === 0) return null;
  return (
    <div data-test-subj="globalBannerList">
      {banners.map((banner) => (
        <div key={banner.id} data-test-subj="global-banner-item">
          {renderMountOrNode(banner.content)}
        </div>
      ))}
    </div>
  );
};
