import React, { Suspense } from 'react';
import { EuiButton, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiText } from '@elastic/eui';
import { i18n } from '../../i18n';

// SPEC section 7: the markdown renderer is a separate chunk, fetched only when a banner shows.
const BannerMarkdown = React.lazy(() => import(/* webpackChunkName: "banner_markdown" */ '../banners/banner_markdown'));

/** Shown while the markdown chunk loads: the same content as escaped plain text. */
const PlainContent: React.FC<{ content: string }> = ({ content }) => (
  <EuiText size="s" data-test-subj="userBannerPlainText">
    <p style={{ whiteSpace: 'pre-wrap' }}>{content}</p>
  </EuiText>
);

/** The custom banner from advanced settings; its content is markdown, never raw HTML. */
export const UserBanner: React.FC<{ content: string; onClose: () => void }> = ({ content, onClose }) => (
  <EuiCallOut
    title={i18n.translate('core.banners.userBanner.title', { defaultMessage: 'Attention' })}
    iconType="help"
    data-test-subj="userBanner"
  >
    <EuiFlexGroup justifyContent="spaceBetween" alignItems="center" gutterSize="m" responsive={false}>
      <EuiFlexItem data-test-subj="userBannerContent">
        <Suspense fallback={<PlainContent content={content} />}>
          <BannerMarkdown content={content} />
        </Suspense>
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiButton size="s" onClick={onClose} data-test-subj="userBannerCloseButton">
          {i18n.translate('core.banners.userBanner.closeButton', { defaultMessage: 'Close' })}
        </EuiButton>
      </EuiFlexItem>
    </EuiFlexGroup>
  </EuiCallOut>
);
