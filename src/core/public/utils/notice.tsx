/** A one-line notice above a page's content (read only, an expiring certificate), with room under it. */
import React from 'react';
import { EuiCallOut, EuiSpacer, type EuiCallOutProps } from '@elastic/eui';

export const Notice: React.FC<{
  title: string;
  iconType: EuiCallOutProps['iconType'];
  color?: EuiCallOutProps['color'];
  /** The space under it: 'l' where the page's sections are spaced that wide. */
  gap?: 'm' | 'l';
  'data-test-subj': string;
}> = ({ title, iconType, color, gap = 'm', ...rest }) => (
  <>
    <EuiCallOut size="s" iconType={iconType} color={color} title={title} data-test-subj={rest['data-test-subj']} />
    <EuiSpacer size={gap} />
  </>
);
