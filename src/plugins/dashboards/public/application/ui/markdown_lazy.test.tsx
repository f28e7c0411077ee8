import '@testing-library/jest-dom/jest-globals';
import { expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import React from 'react';
import { MarkdownView } from './markdown_lazy';

// Its own file: React.lazy loads the chunk once per module registry, so only a fresh registry
// shows the fallback the first text panel on a page shows.
it('shows a text panel as escaped plain text until the markdown chunk arrives, then as markdown', async () => {
  render(<MarkdownView markdown={'Read **this** <i>now</i>'} />);

  const plain = screen.getByTestId('markdownPanelPlainText');
  expect(plain).toHaveTextContent('Read **this** <i>now</i>');
  expect(plain.querySelector('i')).toBeNull();
  expect(screen.queryByTestId('markdownPanelText')).not.toBeInTheDocument();

  // The first import of EUI's markdown graph is compiled by jest's transform here: seconds on a busy machine.
  const rendered = await screen.findByTestId('markdownPanelText', {}, { timeout: 30_000 });
  expect(screen.queryByTestId('markdownPanelPlainText')).not.toBeInTheDocument();
  expect(rendered.querySelector('strong')).toHaveTextContent('this');
  // Raw HTML never becomes markup.
  expect(rendered.querySelector('i')).toBeNull();
});
