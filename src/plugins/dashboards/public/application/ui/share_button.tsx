import React, { useState } from 'react';
import { EuiButton } from '@elastic/eui';
import { copyText } from '../clipboard';
import type { DashboardsAppDeps } from '../types';

export const LINK_COPIED = 'Link copied to clipboard';
export const LINK_NOT_COPIED = 'Unable to copy the link';

interface Props {
  /** The page's own address (absolute), before the share rules. */
  pageUrl: string;
  share: DashboardsAppDeps['share'];
  toasts: DashboardsAppDeps['notifications']['toasts'];
}

/**
 * The dashboard's share button: copies the page's link after the share rules (SPEC 5, the
 * tenant), and shows the copied link in the toast so it can be checked or copied by hand.
 */
export const ShareButton: React.FC<Props> = ({ pageUrl, share, toasts }) => {
  const [copying, setCopying] = useState(false);
  const copy = async () => {
    setCopying(true);
    try {
      const link = await share.linkFor(pageUrl);
      if (await copyText(link)) {
        toasts.addSuccess({ title: LINK_COPIED, text: link, 'data-test-subj': 'dashboardLinkCopiedToast' });
      } else {
        toasts.addDanger({ title: LINK_NOT_COPIED, text: `Copy it from here: ${link}` });
      }
    } finally {
      setCopying(false);
    }
  };
  return (
    <EuiButton
      iconType="link"
      isLoading={copying}
      onClick={() => void copy()}
      data-share-url={pageUrl}
      data-test-subj="dashboardCopyLinkButton"
    >
      Copy link
    </EuiButton>
  );
};
