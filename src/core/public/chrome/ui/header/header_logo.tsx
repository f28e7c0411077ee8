import React from 'react';
import type { Observable } from 'rxjs';
import { EuiHideFor, EuiIcon, EuiShowFor } from '@elastic/eui';
import { useObservable } from '../../../utils/use_observable';
import type { ChromeBrand } from '../../types';
import { navigateOnClick } from './navigate_on_click';

interface Props {
  brand$: Observable<ChromeBrand>;
  homeHref: string;
  productName: string;
  navigateToUrl: (url: string) => Promise<void>;
}

const EMPTY_BRAND: ChromeBrand = {};

export const HeaderLogo: React.FC<Props> = ({ brand$, homeHref, productName, navigateToUrl }) => {
  const brand = useObservable(brand$, EMPTY_BRAND);
  const smallLogo = brand.smallLogo ?? brand.logo;
  return (
    <a
      href={homeHref}
      onClick={navigateOnClick(navigateToUrl, homeHref)}
      aria-label={`${productName} home`}
      data-test-subj="logo"
      style={{ display: 'flex', alignItems: 'center', padding: '0 8px' }}
    >
      {brand.logo ? (
        <>
          <EuiHideFor sizes={['xs', 's']}>
            <img src={brand.logo} alt="" data-test-subj="customLogo" style={{ maxHeight: 32 }} />
          </EuiHideFor>
          <EuiShowFor sizes={['xs', 's']}>
            <img src={smallLogo} alt="" data-test-subj="customSmallLogo" style={{ maxHeight: 32 }} />
          </EuiShowFor>
        </>
      ) : (
        <EuiIcon type="logoKibana" size="l" aria-hidden={true} data-test-subj="defaultLogo" />
      )}
    </a>
  );
};
