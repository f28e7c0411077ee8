import { describe, expect, it } from '@jest/globals';
import React from 'react';
import { EuiFieldText, EuiProvider } from '@elastic/eui';
import { render } from '@testing-library/react';
import { FieldStandIn } from './field_stand_in';

/** Each element's tag, EUI class names (not emotion's generated ones) and state attributes. */
function shapeOf(ui: React.ReactElement) {
  const { container, unmount } = render(<EuiProvider>{ui}</EuiProvider>);
  const shape = [...container.querySelectorAll('*')].map((el) =>
    [
      el.tagName,
      [...el.classList].filter((c) => !c.startsWith('css-')).join('.'),
      ...['type', 'disabled', 'readonly', 'placeholder', 'aria-hidden', 'data-euiicon-type'].map(
        (a) => `${a}=${el.getAttribute(a)}`
      ),
      (el as HTMLElement).style.getPropertyValue('--euiFormControlRightIconsCount'),
    ].join(' ')
  );
  unmount();
  return shape;
}

describe('the field that stands in for the custom tenant combo box', () => {
  it.each([
    ['enabled, with its dropdown arrow', false],
    ['disabled, without it', true],
  ])('is drawn as EuiFieldText draws it: %s', (_what, disabled) => {
    const icon = disabled ? undefined : 'chevronSingleDown';
    const standIn = shapeOf(<FieldStandIn placeholder="Pick one" disabled={disabled} rightIcon={icon} />);
    const field = shapeOf(
      <EuiFieldText placeholder="Pick one" disabled={disabled} icon={icon && { type: icon, side: 'right' }} />
    );
    expect(standIn.length).toBeGreaterThan(2);
    expect(standIn).toEqual(field);
  });
});
