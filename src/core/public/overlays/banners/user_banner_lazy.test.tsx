import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { UserBanner } from '../ui/user_banner';

// Its own file: React.lazy loads the chunk once per module registry, so only a fresh registry
// shows the fallback that a first banner on a page shows.
it('shows the content as plain text until the markdown chunk arrives, then as markdown', async () => {
  render(<UserBanner content={'Read **this** <i>now</i>'} onClose={() => undefined} />);

  const plain = screen.getByTestId('userBannerPlainText');
  expect(plain).toHaveTextContent('Read **this** <i>now</i>');
  expect(plain.querySelector('i')).toBeNull();
  expect(screen.queryByTestId('userBannerMarkdown')).not.toBeInTheDocument();

  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

  expect(screen.queryByTestId('userBannerPlainText')).not.toBeInTheDocument();
  expect(screen.getByTestId('userBannerMarkdown').querySelector('strong')).toHaveTextContent('this');
  expect(screen.getByTestId('userBannerContent')).toHaveTextContent('Read this <i>now</i>');
});
