import React from 'react';

import { LIGHT_ICON_SHAPES as SHAPES, type LightIconType } from '../../common/light_icon_shapes';

export type { LightIconType };

export const LightIcon: React.FC<{ type: LightIconType }> = ({ type }) => (
  <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-icon-type={type}>
    <path fillRule="evenodd" d={SHAPES[type]} />
  </svg>
);
