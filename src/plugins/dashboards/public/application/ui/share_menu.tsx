import React, { Suspense, useState } from 'react';
import { EuiContextMenuItem } from '@elastic/eui';
import { ContextMenuButton, i18n, type SavedObject } from '../../../../../core/public';
import type { DashboardShareAction, DashboardShareActionProps } from '../../types';
import { copyText } from '../clipboard';
import { availableShareActions, shareActionComponent } from '../share_actions';
import type { DashboardsAppDeps } from '../types';
import messages from './messages.json';

interface Props {
  /** The page's own address (absolute), before the share rules. */
  pageUrl: string;
  /** The dashboard shared: what the registered entries are offered for and act on. */
  object: SavedObject;
  share: DashboardsAppDeps['share'];
  toasts: DashboardsAppDeps['notifications']['toasts'];
  onChanged(object: SavedObject): void;
}

/** The registered entry whose flyout is open, with the link it was opened for. */
interface OpenAction {
  action: DashboardShareAction;
  link: string;
}

/**
 * The dashboard's Share menu: "Copy link" copies the page's link after the share rules (SPEC 5,
 * the tenant) and shows it in the toast so it can be checked or copied by hand; the entries other
 * plugins registered ("Share with people…") open their flyout with that same link.
 */
export const ShareMenu: React.FC<Props> = ({ pageUrl, object, share, toasts, onChanged }) => {
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<OpenAction>();
  const actions = availableShareActions(share.actions, object);

  const copy = async () => {
    setBusy(true);
    try {
      const link = await share.linkFor(pageUrl);
      if (await copyText(link)) {
        toasts.addSuccess({
          title: i18n.translate(messages.shareLinkCopiedToast),
          text: link,
          'data-test-subj': 'dashboardLinkCopiedToast',
        });
      } else {
        toasts.addDanger({
          title: i18n.translate(messages.shareLinkNotCopiedToast),
          text: i18n.translate(messages.shareCopyByHand, { link }),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const open = async (action: DashboardShareAction) => {
    setBusy(true);
    try {
      setOpened({ action, link: await share.linkFor(pageUrl) });
    } finally {
      setBusy(false);
    }
  };

  /** An item's click: the menu closes, then the item acts. */
  const choose = (close: () => void, run: () => Promise<void>) => () => {
    close();
    void run();
  };

  return (
    <>
      <ContextMenuButton
        label={i18n.translate(messages.shareButton)}
        iconType="share"
        iconSide="left"
        isLoading={busy}
        anchorPosition="downRight"
        aria-label={i18n.translate(messages.shareMenuAriaLabel)}
        data-test-subj="dashboardShareMenuButton"
        panelTestSubj="dashboardShareMenu"
        items={(close) => [
          <EuiContextMenuItem
            key="copy-link"
            icon="link"
            onClick={choose(close, copy)}
            data-share-url={pageUrl}
            data-test-subj="dashboardCopyLinkButton"
          >
            {i18n.translate(messages.shareCopyLinkItem)}
          </EuiContextMenuItem>,
          ...actions.map((action) => (
            <EuiContextMenuItem
              key={action.id}
              icon="users"
              onClick={choose(close, () => open(action))}
              data-test-subj={`dashboardShareAction-${action.id}`}
            >
              {action.label}
            </EuiContextMenuItem>
          )),
        ]}
      />
      {opened && (
        <OpenedAction
          action={opened.action}
          object={object}
          pageUrl={opened.link}
          onClose={() => setOpened(undefined)}
          onChanged={onChanged}
        />
      )}
    </>
  );
};

/** The chosen entry's flyout, once its code has loaded. */
const OpenedAction: React.FC<DashboardShareActionProps & { action: DashboardShareAction }> = ({ action, ...props }) => {
  const Flyout = shareActionComponent(action);
  return (
    <Suspense fallback={null}>
      <Flyout {...props} />
    </Suspense>
  );
};
