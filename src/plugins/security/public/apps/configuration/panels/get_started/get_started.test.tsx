import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPageProps, httpError } from '../../test_fakes';
import { GetStarted } from './get_started';
import { securityDocLink } from './security_doc_links';

jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function setup(purge: () => Promise<{ message?: string }> = async () => ({ message: 'Cache flushed successfully.' })) {
  const page = createPageProps();
  const purgeCache = jest.fn(purge);
  Object.assign(page.api, { purgeCache });
  render(<GetStarted {...page.props} />);
  return { ...page, purgeCache };
}

describe('Get started', () => {
  it('lists the four set-up steps in order, each with a link to its page', async () => {
    const { navigate } = setup();
    const steps = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(steps.slice(0, 4).map((s) => s?.replace(/^Step \d+/, '').trim())).toEqual([
      'Review authentication and authorization',
      'Create roles',
      'Map users to a role',
      'Create internal users',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Review authentication and authorization' }));
    expect(navigate).toHaveBeenLastCalledWith('/auth');
    await userEvent.click(screen.getByRole('button', { name: 'Explore existing roles' }));
    expect(navigate).toHaveBeenLastCalledWith('/roles');
    await userEvent.click(screen.getByRole('button', { name: 'Create new role' }));
    expect(navigate).toHaveBeenLastCalledWith('/roles/create');
    await userEvent.click(screen.getByRole('button', { name: 'Map users to a role' }));
    expect(navigate).toHaveBeenLastCalledWith('/roles');
    await userEvent.click(screen.getByRole('button', { name: 'Manage internal users' }));
    expect(navigate).toHaveBeenLastCalledWith('/users');
  });

  it('links to audit logging and tenants', async () => {
    const { navigate } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Review audit log configuration' }));
    expect(navigate).toHaveBeenLastCalledWith('/auditLogging');
    await userEvent.click(screen.getByRole('button', { name: 'Manage tenants' }));
    expect(navigate).toHaveBeenLastCalledWith('/tenants');
  });

  it("labels the documentation links 'Learn more' and opens them in a new tab", () => {
    setup();
    const links = screen.getAllByRole('link', { name: /Learn more/ });
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    expect(links.map((l) => l.getAttribute('href'))).toContain(
      'https://opensearch.org/docs/latest/security/audit-logs/index/'
    );
  });

  it("takes documentation URLs from core's docLinks when it has them", () => {
    const core = { docLinks: { links: { security: { tenants: 'https://docs.example/tenants' } } } };
    expect(securityDocLink(core as never, 'tenants')).toBe('https://docs.example/tenants');
    expect(securityDocLink(core as never, 'roles')).toBe(
      'https://opensearch.org/docs/latest/security/access-control/users-roles/'
    );
  });

  it("purges the cache with one call and says 'Cache purge successful' with the server's message", async () => {
    const { purgeCache, core } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Purge cache' }));
    await waitFor(() =>
      expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Cache purge successful', text: 'Cache flushed successfully.' })
      )
    );
    expect(purgeCache).toHaveBeenCalledTimes(1);
    expect(core.notifications.toasts.addDanger).not.toHaveBeenCalled();
  });

  it('says the purge succeeded without a text when the server sends no message', async () => {
    const { core } = setup(async () => ({}));
    await userEvent.click(screen.getByRole('button', { name: 'Purge cache' }));
    await waitFor(() => expect(core.notifications.toasts.addSuccess).toHaveBeenCalled());
    expect(core.notifications.toasts.addSuccess.mock.calls[0][0]).not.toHaveProperty('text');
  });

  it("shows a danger toast with the server's message when the purge is refused", async () => {
    const { core } = setup(async () => Promise.reject(httpError(403, 'No permission to purge the cache')));
    await userEvent.click(screen.getByRole('button', { name: 'Purge cache' }));
    await waitFor(() =>
      expect(core.notifications.toasts.addDanger).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Cache purge failed. No permission to purge the cache' })
      )
    );
    expect(core.notifications.toasts.addSuccess).not.toHaveBeenCalled();
  });

  it('shows the generic error text when the purge fails without a message, and allows a retry', async () => {
    const { core, purgeCache } = setup(async () => Promise.reject(new Error('network down')));
    await userEvent.click(screen.getByRole('button', { name: 'Purge cache' }));
    await waitFor(() =>
      expect(core.notifications.toasts.addDanger).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Cache purge failed. You may refresh the page to retry or see browser console for more information.',
        })
      )
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Purge cache' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Purge cache' }));
    expect(purgeCache).toHaveBeenCalledTimes(2);
  });
});
