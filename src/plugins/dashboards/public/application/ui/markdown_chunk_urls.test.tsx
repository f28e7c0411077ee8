import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { MarkdownEditor, MarkdownText } from './markdown_chunk';
import { HOSTILE_MARKDOWN_URLS } from '../../../../../core/public/mocks';

const hostile = (url: string) => `Look ![i](${url}) and [click](${url}) and ![r][img]\n\n[img]: ${url}`;

describe('text panels render only http(s), relative and data:image URLs', () => {
  it.each(HOSTILE_MARKDOWN_URLS)('never renders %j as an image source or a link', (url) => {
    render(<MarkdownText markdown={hostile(url)} />);
    const text = screen.getByTestId('markdownPanelText');
    expect(text.querySelector('img')).toBeNull();
    expect(text.querySelector('a')).toBeNull();
    expect(text).toHaveTextContent('click');
  });

  it('keeps an https image and a relative link', () => {
    render(<MarkdownText markdown={'![a](https://example.com/a.png) [home](/app/home)'} />);
    const text = screen.getByTestId('markdownPanelText');
    expect(text.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
    expect(text.querySelector('a')).toHaveAttribute('href', '/app/home');
  });

  it("refuses them in the editor's preview too", async () => {
    render(<MarkdownEditor value={hostile('javascript:alert(1)')} onChange={() => undefined} label="Text" />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByTestId('markdownPanelEditor');
    expect(preview).toHaveTextContent('click');
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
