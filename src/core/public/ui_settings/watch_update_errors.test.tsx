import React from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { EuiProvider } from '@elastic/eui';
import { NotificationsService } from '../notifications/notifications_service';
import type { IToasts } from '../notifications/types';
import { setupClient } from './test_helpers';
import { watchUpdateErrors } from './watch_update_errors';

function startToasts() {
  const service = new NotificationsService();
  service.setup();
  const notifications = service.start({ overlays: { openModal: jest.fn() as never } });
  render(<EuiProvider>{notifications.getComponent()}</EuiProvider>);
  return notifications.toasts;
}

describe('watchUpdateErrors', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a danger toast "Unable to update UI setting" with the error message when a change fails', async () => {
    const toasts = startToasts();
    const { client, held } = setupClient();
    watchUpdateErrors(client, toasts);
    void client.set('theme:darkMode', true);
    await act(() =>
      held[0].fail(400, { message: 'Unable to update "theme:darkMode": expected a value of type boolean' })
    );
    expect(screen.getByText('Unable to update UI setting')).toBeInTheDocument();
    expect(screen.getByText('Unable to update "theme:darkMode": expected a value of type boolean')).toBeInTheDocument();
    let colors: Array<string | undefined> = [];
    toasts
      .get$()
      .subscribe((list) => (colors = list.map((t) => t.color)))
      .unsubscribe();
    expect(colors).toEqual(['danger']);
  });

  it('stops adding toasts once the returned function is called', async () => {
    const addError = jest.fn<IToasts['addError']>();
    const { client, held } = setupClient();
    const stop = watchUpdateErrors(client, { addError });
    void client.set('theme:darkMode', true);
    await held[0].fail(500);
    expect(addError).toHaveBeenCalledTimes(1);
    expect(addError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Request failed with status code: 500' }),
      {
        title: 'Unable to update UI setting',
      }
    );
    stop();
    void client.set('theme:darkMode', true);
    await held[1].fail(500);
    expect(addError).toHaveBeenCalledTimes(1);
  });
});
