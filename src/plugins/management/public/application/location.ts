import { Observable } from 'rxjs';
import type { History, Location } from 'history';

/** The app's history as an observable, so the frame reads it through useObservable. */
export function locationOf(history: History): Observable<Location> {
  return new Observable<Location>((subscriber) => {
    subscriber.next(history.location);
    return history.listen(({ location }) => subscriber.next(location));
  });
}
