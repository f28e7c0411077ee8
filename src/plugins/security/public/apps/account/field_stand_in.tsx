/** @jsxImportSource @emotion/react */
// (EUI's style objects go in emotion's css prop.)
import React from 'react';
import { css } from '@emotion/react';
import { EuiIcon, useEuiMemoizedStyles, type UseEuiTheme } from '@elastic/eui';
// EUI's own text-field styles and form variables, taken one by one: EuiFieldText would bring
// EuiFormControlLayout whole (prepend/append, clear button, loading and invalid icons, ~6 KB gzip)
// into the tenant modal a fresh login opens, for a field that only stands in for a combo box.
// The modal's radios and checkbox load form.styles anyway. webpack.config.js and jest.config.js
// map '@elastic/eui/src/' (where EUI's types declare these modules) to EUI's built modules.
import { euiFieldTextStyles } from '@elastic/eui/src/components/form/field_text/field_text.styles';
import { euiFormVariables } from '@elastic/eui/src/components/form/form.styles';

/**
 * The rules EuiFormControlLayout applies to an uncompressed, form-width field with at most one
 * icon at its right end (EUI 122's form_control_layout*.styles.js), from the same variables.
 */
function layoutStyles(euiThemeContext: UseEuiTheme) {
  const form = euiFormVariables(euiThemeContext);
  const half = (size: string) => `${parseFloat(size) / 2}px`;
  return {
    layout: css`
      position: relative;
      z-index: 0;
      block-size: ${form.controlHeight};
      max-inline-size: ${form.maxWidth};
      inline-size: 100%;
    `,
    children: css`
      position: relative;
      border-radius: inherit;
    `,
    rightIcons: css`
      position: absolute;
      z-index: 1;
      inset-block: 0;
      inset-inline-end: ${form.controlPadding};
      display: flex;
      align-items: center;
      gap: ${half(form.controlPadding)};
      max-block-size: ${form.controlHeight};
      pointer-events: none;
    `,
    icon: css`
      font-size: 0;
      pointer-events: none;
    `,
  };
}

export type FieldStandInProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  inputRef?: React.Ref<HTMLInputElement>;
  /** An icon at the right end, as EuiFieldText's `icon={{ type, side: 'right' }}` draws it. */
  rightIcon?: string;
  'data-test-subj'?: string;
};

/**
 * What `<EuiFieldText icon={{ type: rightIcon, side: 'right' }} />` renders: the same elements,
 * class names and styles, without EuiFormControlLayout.
 */
export const FieldStandIn: React.FC<FieldStandInProps> = ({ inputRef, rightIcon, disabled, className, ...input }) => {
  const styles = useEuiMemoizedStyles(layoutStyles);
  const field = useEuiMemoizedStyles(euiFieldTextStyles);
  const layoutClass = disabled
    ? 'euiFormControlLayout euiFormControlLayout-isDisabled euiFormControlLayout-readOnly'
    : 'euiFormControlLayout';
  return (
    <div css={styles.layout} className={layoutClass}>
      <div
        css={styles.children}
        className="euiFormControlLayout__childrenWrapper"
        // EUI's field pads its end by this count, to leave room for the icon.
        style={rightIcon ? ({ '--euiFormControlRightIconsCount': 1 } as React.CSSProperties) : undefined}
      >
        <input
          type="text"
          ref={inputRef}
          css={[field.euiFieldText, field.uncompressed, field.formWidth]}
          className={className ? `euiFieldText ${className}` : 'euiFieldText'}
          disabled={disabled}
          // EuiFieldText's default: a disabled field is read-only too.
          readOnly={disabled}
          {...input}
        />
        {rightIcon && (
          <div css={styles.rightIcons} className="euiFormControlLayoutIcons">
            <span css={styles.icon} className="euiFormControlLayoutCustomIcon">
              <EuiIcon className="euiFormControlLayoutCustomIcon__icon" aria-hidden="true" size="m" type={rightIcon} />
            </span>
          </div>
        )}
      </div>
    </div>
  );
};
