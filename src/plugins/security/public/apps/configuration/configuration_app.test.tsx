import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { AppMountParameters } from '../../../../../core/public/application/types';
import { renderConfigurationApp } from './index';

describe('security configuration app (placeholder)', () => {
  it("shows a page titled 'Security' and empties its element on unmount", () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    let unmount: () => void = () => {};
    act(() => {
      unmount = renderConfigurationApp({ element } as unknown as AppMountParameters, 'light');
    });
    expect(screen.getByRole('heading', { name: 'Security' })).toBeInTheDocument();
    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
  });
});
