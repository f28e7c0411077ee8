import { describe, expect, it, jest } from '@jest/globals';
import { BehaviorSubject, Subject, of } from 'rxjs';
import { LoadingCount } from './loading_count';

const NEGATIVE = 'Observable passed to loadingCount.add() must only emit positive numbers';

function setup() {
  const fatalErrors = { add: jest.fn<(error: Error | string, source?: string) => void>() };
  const loadingCount = new LoadingCount(fatalErrors);
  const values: number[] = [];
  loadingCount.getCount$().subscribe((value) => values.push(value));
  return { fatalErrors, loadingCount, values };
}

describe('LoadingCount', () => {
  it('starts at zero and sums the latest value of every source', () => {
    const { loadingCount, values } = setup();
    const first = new BehaviorSubject(1);
    const second = new Subject<number>();
    loadingCount.add(first);
    loadingCount.add(second);
    second.next(2);
    first.next(0);
    expect(values).toEqual([0, 1, 3, 2]);
  });

  it('does not repeat an unchanged total', () => {
    const { loadingCount, values } = setup();
    const first = new Subject<number>();
    const second = new Subject<number>();
    loadingCount.add(first);
    loadingCount.add(second);
    first.next(1);
    first.next(1);
    // One source going up while the other goes down leaves the total unchanged.
    second.next(1);
    first.next(0);
    second.next(1);
    expect(values).toEqual([0, 1, 2, 1]);
  });

  it('reports a negative count as a fatal error and ignores that source from then on', () => {
    const { fatalErrors, loadingCount, values } = setup();
    const healthy = new BehaviorSubject(1);
    const faulty = new Subject<number>();
    loadingCount.add(healthy);
    loadingCount.add(faulty);
    faulty.next(2);
    faulty.next(-1);
    faulty.next(5);
    expect(fatalErrors.add).toHaveBeenCalledTimes(1);
    const reported = fatalErrors.add.mock.calls[0][0] as Error;
    expect(reported).toBeInstanceOf(Error);
    expect(reported.message).toBe(NEGATIVE);
    expect(values).toEqual([0, 1, 3, 1]);
    expect(faulty.observed).toBe(false);
  });

  it('reports a negative count emitted while subscribing', () => {
    const { fatalErrors, loadingCount, values } = setup();
    loadingCount.add(of(-1, 4));
    expect((fatalErrors.add.mock.calls[0][0] as Error).message).toBe(NEGATIVE);
    expect(fatalErrors.add).toHaveBeenCalledTimes(1);
    expect(values).toEqual([0]);
  });

  it('reports a failing source as a fatal error and drops its count', () => {
    const { fatalErrors, loadingCount, values } = setup();
    const source = new Subject<number>();
    loadingCount.add(source);
    source.next(3);
    source.error(new Error('source broke'));
    expect((fatalErrors.add.mock.calls[0][0] as Error).message).toBe('source broke');
    expect(values).toEqual([0, 3, 0]);
  });

  it('keeps the last value of a completed source', () => {
    const { loadingCount, values } = setup();
    loadingCount.add(of(2));
    expect(values).toEqual([0, 2]);
  });

  it('stops listening to sources and completes on stop', () => {
    const { loadingCount } = setup();
    const source = new Subject<number>();
    loadingCount.add(source);
    const complete = jest.fn();
    loadingCount.getCount$().subscribe({ complete });
    loadingCount.stop();
    expect(source.observed).toBe(false);
    expect(complete).toHaveBeenCalled();
  });
});
