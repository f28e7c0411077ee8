import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { EuiButton } from '@elastic/eui';
import { useCurrentObservable, useObservable } from './use_observable';

const Label: React.FC<{ value$: BehaviorSubject<string> }> = ({ value$ }) => {
  const value = useObservable(value$, 'initial');
  return <EuiButton data-test-subj="label">{value}</EuiButton>;
};

describe('useObservable', () => {
  it('renders the latest value and follows updates', () => {
    const value$ = new BehaviorSubject('first');
    render(<Label value$={value$} />);
    expect(screen.getByTestId('label')).toHaveTextContent('first');
    act(() => value$.next('second'));
    expect(screen.getByTestId('label')).toHaveTextContent('second');
  });

  it('stops listening after unmount', () => {
    const value$ = new BehaviorSubject('first');
    const { unmount } = render(<Label value$={value$} />);
    unmount();
    expect(value$.observed).toBe(false);
  });

  it('useCurrentObservable draws the current value in the first render, then follows updates', () => {
    const value$ = new BehaviorSubject('current');
    const drawn: string[] = [];
    const Current: React.FC = () => {
      const value = useCurrentObservable(value$.pipe(), 'fallback');
      drawn.push(value);
      return <EuiButton data-test-subj="label">{value}</EuiButton>;
    };
    render(<Current />);
    expect(drawn[0]).toBe('current');
    expect(drawn).not.toContain('fallback');
    act(() => value$.next('next'));
    expect(screen.getByTestId('label')).toHaveTextContent('next');
    // The first render's read leaves no subscription behind: one, the effect's, until unmount.
    expect(value$.observed).toBe(true);
  });
});
