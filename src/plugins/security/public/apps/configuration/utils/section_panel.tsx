/**
 * A panel of the Security app's pages and forms: a small h2 title, an optional line on what the
 * section is for, and its content.
 */
import React from 'react';
import { EuiPanel, EuiSpacer, EuiText, EuiTitle, type EuiPanelProps } from '@elastic/eui';

export const SectionPanel: React.FC<{
  title: React.ReactNode;
  /** Grey right under the title when subdued; otherwise a little apart from it, in the text color. */
  description?: React.ReactNode;
  subdued?: boolean;
  /** The space between the title (or description) and the content. */
  gap?: 's' | 'm';
  paddingSize?: EuiPanelProps['paddingSize'];
  hasBorder?: boolean;
  'data-test-subj'?: string;
  children: React.ReactNode;
}> = ({ title, description, subdued = false, gap = 'm', paddingSize, hasBorder, children, ...rest }) => (
  <EuiPanel paddingSize={paddingSize} hasBorder={hasBorder} data-test-subj={rest['data-test-subj']}>
    <EuiTitle size="s">
      <h2>{title}</h2>
    </EuiTitle>
    {description !== undefined && (
      <>
        {!subdued && <EuiSpacer size="s" />}
        <EuiText size="s" color={subdued ? 'subdued' : undefined}>
          <p>{description}</p>
        </EuiText>
      </>
    )}
    <EuiSpacer size={gap} />
    {children}
  </EuiPanel>
);
