import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import React from 'react';
import BannerMarkdown from './banner_markdown';
import { HOSTILE_MARKDOWN_URLS } from '../../utils/markdown_url_policy_cases';

function renderBanner(content: string): HTMLElement {
  render(<BannerMarkdown content={content} />);
  return screen.getByTestId('userBannerMarkdown');
}

describe('the banner renders only http(s), relative and data:image URLs', () => {
  it.each(HOSTILE_MARKDOWN_URLS)('never renders %j as an image source or a link', (url) => {
    const banner = renderBanner(`Look ![i](${url}) and [click](${url}) and ![r][img]\n\n[img]: ${url}`);
    expect(banner.querySelector('img')).toBeNull();
    expect(banner.querySelector('a')).toBeNull();
    // The administrator's text stays visible, as text.
    expect(banner).toHaveTextContent('Look');
    expect(banner).toHaveTextContent('click');
  });

  it('keeps http(s), relative and data:image images and http(s) and relative links', () => {
    const banner = renderBanner(
      '![a](https://example.com/a.png) ![b](/ui/logo.png) ![c](data:image/png;base64,iVBORw0KGgo=) ' +
        '[d](http://example.com/d) [e](/app/home)'
    );
    const sources = Array.from(banner.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['https://example.com/a.png', '/ui/logo.png', 'data:image/png;base64,iVBORw0KGgo=']);
    const links = Array.from(banner.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['http://example.com/d', '/app/home']);
  });
});
