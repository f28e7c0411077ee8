import React from 'react';
import type { Observable } from 'rxjs';
import { EuiHideFor, EuiShowFor, useEuiTheme } from '@elastic/eui';
import { useObservable } from '../../../utils/use_observable';
import type { ChromeBrand } from '../../types';
import { DEFAULT_PRODUCT_MARK_URL } from './default_logo';
import { navigateOnClick } from './navigate_on_click';
import { i18n } from '../../../i18n';
import messages from './messages.json';

interface Props {
  brand$: Observable<ChromeBrand>;
  homeHref: string;
  productName: string;
  navigateToUrl: (url: string) => Promise<void>;
}

const EMPTY_BRAND: ChromeBrand = {};

export const HeaderLogo: React.FC<Props> = ({ brand$, homeHref, productName, navigateToUrl }) => {
  const { euiTheme } = useEuiTheme();
  const brand = useObservable(brand$, EMPTY_BRAND);
  const smallLogo = brand.smallLogo ?? brand.logo;
  return (
    <a
      href={homeHref}
      onClick={navigateOnClick(navigateToUrl, homeHref)}
      aria-label={i18n.translate(messages.logoHomeAriaLabel, { productName })}
      data-test-subj="logo"
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '0 8px', color: 'inherit' }}
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
        // No logo configured: the product's own neutral mark, then its name on wider screens.
        <>
          <img
            src={brand.smallLogo ?? DEFAULT_PRODUCT_MARK_URL}
            alt=""
            width={28}
            height={28}
            data-test-subj="defaultLogo"
          />
          {/* The header's top bar is always dark: the name is light on it in either colour mode. */}
          <EuiHideFor sizes={['xs', 's']}>
            <span
              style={{ fontWeight: 600, fontSize: 16, whiteSpace: 'nowrap', color: euiTheme.colors.textGhost }}
              data-test-subj="logoProductName"
            >
              {productName}
            </span>
          </EuiHideFor>
        </>
      )}
    </a>
  );
};
