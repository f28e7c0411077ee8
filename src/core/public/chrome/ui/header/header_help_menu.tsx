import React, { useCallback, useState } from 'react';
import type { Observable } from 'rxjs';
import {
  EuiButtonEmpty,
  EuiHeaderSectionItemButton,
  EuiHorizontalRule,
  EuiIcon,
  EuiPopoverTitle,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { useObservable } from '../../../utils/use_observable';
import { MountWrapper } from '../../../utils/mount_wrapper';
// EUI's popover arrives with the menu's first opening: the header is on every page.
import { LazyPopover } from '../../../utils/lazy_popover';
import type { MountPoint } from '../../../types';
import type { ChromeHelpExtension, ChromeHelpExtensionMenuLink } from '../../types';
import { i18n } from '../../../i18n';
import messages from './messages.json';

export const HELP_MENU_MAX_WIDTH = 240;
export const DEFAULT_GITHUB_NEW_ISSUE_URL = 'https://github.com/opensearch-project/OpenSearch-Dashboards/issues/new';

/** A pre-filled "new issue" URL, so reports arrive with the app's labels and title. */
export function gitHubIssueUrl(link: { labels: string[]; title?: string; href?: string }): string {
  const query = new URLSearchParams();
  if (link.labels.length > 0) query.set('labels', link.labels.join(','));
  if (link.title) query.set('title', link.title);
  const search = query.toString();
  return `${link.href ?? DEFAULT_GITHUB_NEW_ISSUE_URL}${search ? `?${search}` : ''}`;
}

function linkProps(link: ChromeHelpExtensionMenuLink): { href: string; label: React.ReactNode } {
  switch (link.linkType) {
    case 'documentation':
      return {
        href: link.href,
        label: i18n.translate(messages.helpMenuDocumentationLink),
      };
    case 'github':
      return {
        href: gitHubIssueUrl(link),
        label: i18n.translate(messages.helpMenuGitHubIssueLink),
      };
    case 'discuss':
      return {
        href: link.href,
        label: i18n.translate(messages.helpMenuDiscussForumLink),
      };
    case 'custom':
      return { href: link.href, label: link.content };
  }
}

const ExtensionLink: React.FC<{ link: ChromeHelpExtensionMenuLink }> = ({ link }) => {
  const { href, label } = linkProps(link);
  // External destinations open in a new tab unless the app chose otherwise.
  const target = link.target ?? (link.linkType === 'custom' ? undefined : '_blank');
  const rel = link.rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined);
  return (
    <EuiButtonEmpty
      href={href}
      target={target}
      rel={rel}
      size="xs"
      flush="left"
      iconType={link.linkType === 'custom' ? undefined : 'external'}
      iconSide="right"
      data-test-subj={link['data-test-subj'] ?? `helpMenuLink-${link.linkType}`}
    >
      {label}
    </EuiButtonEmpty>
  );
};

interface Props {
  helpExtension$: Observable<ChromeHelpExtension | undefined>;
  helpSupportUrl$: Observable<string>;
  productName: string;
  productVersion: string;
}

export const HeaderHelpMenu: React.FC<Props> = ({ helpExtension$, helpSupportUrl$, productName, productVersion }) => {
  const [isOpen, setIsOpen] = useState(false);
  const helpExtension = useObservable(helpExtension$, undefined);
  const helpSupportUrl = useObservable(helpSupportUrl$, '');
  const close = useCallback(() => setIsOpen(false), []);
  const content = helpExtension?.content;
  const contentMount = useCallback<MountPoint<HTMLDivElement>>(
    (element) => (content ? content(element, { hideHelpMenu: close }) : () => undefined),
    [content, close]
  );

  const button = (
    <EuiHeaderSectionItemButton
      aria-expanded={isOpen}
      aria-haspopup="true"
      aria-label={i18n.translate(messages.helpMenuButtonAriaLabel)}
      onClick={() => setIsOpen((open) => !open)}
      data-test-subj="helpMenuButton"
    >
      <EuiIcon type="question" size="m" />
    </EuiHeaderSectionItemButton>
  );

  return (
    <LazyPopover
      button={button}
      isOpen={isOpen}
      closePopover={close}
      anchorPosition="downRight"
      repositionOnScroll
      aria-label={i18n.translate(messages.helpMenuButtonAriaLabel)}
    >
      <EuiPopoverTitle>{i18n.translate(messages.helpMenuTitle)}</EuiPopoverTitle>
      <div style={{ maxWidth: HELP_MENU_MAX_WIDTH }} data-test-subj="helpMenuPanel">
        <EuiText size="xs" color="subdued" data-test-subj="helpMenuVersion">
          <p>{i18n.translate(messages.helpMenuVersion, { productName, productVersion })}</p>
        </EuiText>
        <EuiSpacer size="xs" />
        <EuiButtonEmpty
          href={helpSupportUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          flush="left"
          iconType="external"
          iconSide="right"
          data-test-subj="helpMenuDocumentationLink"
        >
          {i18n.translate(messages.helpMenuProductDocumentationLink, { productName })}
        </EuiButtonEmpty>
        {/* Feedback and issues, as OSD's own menu offers (there are no keyboard shortcuts to list). */}
        <ExtensionLink link={{ linkType: 'github', labels: [], 'data-test-subj': 'helpMenuGitHubLink' }} />
        {helpExtension && (
          <>
            <EuiHorizontalRule margin="s" />
            <EuiTitle size="xxs">
              <h3 data-test-subj="helpMenuAppName">{helpExtension.appName}</h3>
            </EuiTitle>
            <EuiSpacer size="xs" />
            {(helpExtension.links ?? []).map((link, index) => (
              <div key={index}>
                <ExtensionLink link={link} />
              </div>
            ))}
            {content && <MountWrapper mount={contentMount as MountPoint} />}
          </>
        )}
      </div>
    </LazyPopover>
  );
};
