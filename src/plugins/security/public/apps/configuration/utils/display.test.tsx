import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LearnMoreLink,
  ResourceTypeBadge,
  ViewExpressionLink,
  displayBoolean,
  displayList,
  displayText,
  duplicateName,
} from './display';

describe('display conventions (SPEC 2.1)', () => {
  it('shows a dash for blank text and the text otherwise', () => {
    expect(displayText(undefined)).toBe('-');
    expect(displayText(null)).toBe('-');
    expect(displayText('')).toBe('-');
    expect(displayText('   ')).toBe('-');
    expect(displayText('Read logs')).toBe('Read logs');
  });

  it('shows booleans as Enabled / Disabled', () => {
    expect(displayBoolean(true)).toBe('Enabled');
    expect(displayBoolean(false)).toBe('Disabled');
    expect(displayBoolean(undefined)).toBe('Disabled');
  });

  it('joins lists with commas, cuts them to 3 followed by an ellipsis, and shows a dash when empty', () => {
    expect(displayList([])).toBe('-');
    expect(displayList(undefined)).toBe('-');
    expect(displayList(['a'])).toBe('a');
    expect(displayList(['a', 'b', 'c'])).toBe('a, b, c');
    expect(displayList(['a', 'b', 'c', 'd'])).toBe('a, b, c…');
  });

  it('proposes the source name plus _copy when duplicating', () => {
    expect(duplicateName('log_reader')).toBe('log_reader_copy');
  });

  it("labels reserved resources 'Reserved' with a lock and custom ones 'Custom' with a pencil", () => {
    const { rerender, container } = render(<ResourceTypeBadge reserved />);
    expect(screen.getByTestId('resourceTypeReserved')).toHaveTextContent('Reserved');
    expect(container.querySelector('[data-euiicon-type="lock"]')).not.toBeNull();
    rerender(<ResourceTypeBadge reserved={false} />);
    expect(screen.getByTestId('resourceTypeCustom')).toHaveTextContent('Custom');
    expect(container.querySelector('[data-euiicon-type="pencil"]')).not.toBeNull();
  });

  it("opens the JSON of an expression from 'View expression' in a modal of height 300, closed by Close", async () => {
    const value = { match: { team: '<img src=x onerror=alert(1)>' } };
    render(<ViewExpressionLink title="Document-level security" value={value} />);
    await userEvent.click(screen.getByRole('button', { name: 'View expression' }));
    const modal = screen.getByTestId('expressionModal');
    expect(within(modal).getByText('Document-level security')).toBeInTheDocument();
    const code = within(modal).getByTestId('expressionCodeView');
    expect(code).toHaveStyle({ height: '300px' });
    // The code block arrives in its own chunk, on first use: a busy machine may answer the import late.
    await waitFor(() => expect(code.querySelector('[data-code-language="json"]')).not.toBeNull());
    // Markup in the value is shown as text, never parsed.
    expect(modal.querySelector('img')).toBeNull();
    expect(modal.textContent).toContain(JSON.stringify(value, null, 2).split('\n')[2].trim());
    await userEvent.click(within(modal).getByTestId('expressionModalClose'));
    expect(screen.queryByTestId('expressionModal')).not.toBeInTheDocument();
  });

  it("labels external documentation links 'Learn more' and opens them safely in a new tab", () => {
    render(<LearnMoreLink href="https://opensearch.org/docs/" />);
    const link = screen.getByRole('link', { name: /Learn more/ });
    expect(link).toHaveAttribute('href', 'https://opensearch.org/docs/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toEqual(expect.stringContaining('noopener'));
    expect(link.getAttribute('rel')).toEqual(expect.stringContaining('noreferrer'));
  });
});
