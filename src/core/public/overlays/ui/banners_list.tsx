import React from 'react';
import { css } from '@emotion/css';
import type { Observable } from 'rxjs';
import { useObservable } from '../../utils/use_observable';
import { renderMountOrNode } from '../../utils/mount_wrapper';
import type { OverlayBanner } from '../types';

const NO_BANNERS: OverlayBanner[] = [];

/**
 * The header bars are fixed and every page template pads itself by their height
 * (--euiFixedHeadersOffset). The list starts below the bars and the page after it is pulled back
 * up by that padding, so the page begins right under the banner and sticky sidebars, which also
 * read the variable, still stop under the header. Positioned, the banner paints (and takes
 * clicks) above the page's padding that now overlaps it.
 */
const bannerListClass = css`
  position: relative;
  z-index: 1;
  padding-top: var(--euiFixedHeadersOffset, 0px);
  & ~ main {
    margin-top: calc(-1 * var(--euiFixedHeadersOffset, 0px));
  }
`;

/** The banners at the top of the page, highest priority first. */
export const BannersList: React.FC<{ banners$: Observable<OverlayBanner[]> }> = ({ banners$ }) => {
  const banners = useObservable(banners$, NO_BANNERS);
  if (banners.length === 0) return null;
  return (
    <div className={bannerListClass} data-test-subj="globalBannerList">
      {banners.map((banner) => (
        <div key={banner.id} data-test-subj="global-banner-item">
          {renderMountOrNode(banner.content)}
        </div>
      ))}
    </div>
  );
};
