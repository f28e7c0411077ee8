/**
 * The frame the product's flyouts draw the same way: a titled EuiFlyout whose title names it, an
 * optional line under the title, a body, and a footer with the way out on the left and the
 * flyout's action on the right.
 */
import React from 'react';
import {
  EuiFlexGroup,
  EuiFlexItem,
  EuiFlyout,
  EuiFlyoutBody,
  EuiFlyoutFooter,
  EuiFlyoutHeader,
  EuiSpacer,
  EuiText,
  EuiTitle,
  useGeneratedHtmlId,
  type EuiFlyoutProps,
} from '@elastic/eui';

export interface FlyoutFrameProps {
  title: React.ReactNode;
  /** A fixed id for the title; a generated one otherwise. */
  titleId?: string;
  description?: React.ReactNode;
  onClose(): void;
  size: EuiFlyoutProps['size'];
  maxWidth?: EuiFlyoutProps['maxWidth'];
  /** The footer's left side (Cancel, Close) and its right side (the action, if any). */
  footer: { start: React.ReactNode; end?: React.ReactNode; responsive?: boolean };
  'data-test-subj': string;
  children: React.ReactNode;
}

export const FlyoutFrame: React.FC<FlyoutFrameProps> = ({
  title,
  titleId,
  description,
  onClose,
  size,
  maxWidth,
  footer,
  children,
  ...rest
}) => {
  const generatedId = useGeneratedHtmlId({ prefix: 'flyoutTitle' });
  const labelId = titleId ?? generatedId;
  return (
    <EuiFlyout
      onClose={onClose}
      size={size}
      maxWidth={maxWidth}
      aria-labelledby={labelId}
      data-test-subj={rest['data-test-subj']}
    >
      <EuiFlyoutHeader hasBorder>
        <EuiTitle size="m">
          <h2 id={labelId}>{title}</h2>
        </EuiTitle>
        {description && (
          <>
            <EuiSpacer size="s" />
            <EuiText size="s" color="subdued">
              <p>{description}</p>
            </EuiText>
          </>
        )}
      </EuiFlyoutHeader>
      <EuiFlyoutBody>{children}</EuiFlyoutBody>
      <EuiFlyoutFooter>
        <EuiFlexGroup justifyContent="spaceBetween" responsive={footer.responsive}>
          <EuiFlexItem grow={false}>{footer.start}</EuiFlexItem>
          {footer.end && <EuiFlexItem grow={false}>{footer.end}</EuiFlexItem>}
        </EuiFlexGroup>
      </EuiFlyoutFooter>
    </EuiFlyout>
  );
};
