import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorModalContent, formatErrorDetails } from './error_modal';

// EUI's test build draws code blocks without their copy button; record the prop instead.
jest.mock('@elastic/eui', () => {
  const actual = jest.requireActual<Record<string, unknown>>('@elastic/eui');
  return {
    ...actual,
    EuiCodeBlock: ({
      children,
      isCopyable,
      'data-test-subj': testSubj,
    }: {
      children: React.ReactNode;
      isCopyable?: boolean;
      'data-test-subj'?: string;
    }) => (
      <pre data-copyable={String(Boolean(isCopyable))} data-test-subj={testSubj}>
        {children}
      </pre>
    ),
  };
});

function errorWithCause(message: string, causedBy?: unknown): Error {
  const error = Object.assign(new Error(message), {
    body: { attributes: { error: { caused_by: causedBy } } },
  });
  error.stack = `Error: ${message}\n    at here (file.ts:1:1)`;
  return error;
}

describe('ErrorModalContent', () => {
  it("shows the caller's title, the message in a danger callout, a copyable details block and Close", async () => {
    const onClose = jest.fn();
    const error = errorWithCause('index missing', { type: 'index_not_found_exception', reason: 'no such index [x]' });
    render(<ErrorModalContent error={error} title="Could not load" onClose={onClose} />);
    expect(screen.getByTestId('errorModalTitle')).toHaveTextContent('Could not load');
    expect(screen.getByTestId('errorModalCallout')).toHaveTextContent('index missing');
    expect(screen.getByTestId('errorModalCallout').className).toMatch(/danger/);
    const details = screen.getByTestId('errorModalDetails');
    expect(details).toHaveAttribute('data-copyable', 'true');
    expect(details).toHaveTextContent('index_not_found_exception');
    expect(details).toHaveTextContent('no such index [x]');
    expect(details).toHaveTextContent('at here (file.ts:1:1)');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('formatErrorDetails', () => {
  it('lists cause type, cause reason and stack, one per line', () => {
    const error = errorWithCause('m', { type: 'T', reason: 'R' });
    expect(formatErrorDetails(error)).toBe('T\nR\nError: m\n    at here (file.ts:1:1)');
  });

  it('lists only the stack without a caused_by', () => {
    expect(formatErrorDetails(errorWithCause('m'))).toBe('Error: m\n    at here (file.ts:1:1)');
    const plain = new Error('p');
    plain.stack = 'S';
    expect(formatErrorDetails(plain)).toBe('S');
  });
});
