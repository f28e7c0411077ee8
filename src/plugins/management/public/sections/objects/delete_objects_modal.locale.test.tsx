import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import { loadShippedLocale } from '../../../../../core/public/mocks';
import { DeleteObjectsModal } from './delete_objects_modal';
import type { SavedObjectRow } from './objects_api';

let resetLocale: (() => void) | undefined;
afterEach(() => {
  resetLocale?.();
  resetLocale = undefined;
});

const row = (id: string, tenant?: string): SavedObjectRow =>
  ({ id, type: 'dashboard', title: `Board ${id}`, tenant, object: {} }) as unknown as SavedObjectRow;

function renderModal(rows: SavedObjectRow[], aggregated = false) {
  render(
    <DeleteObjectsModal
      rows={rows}
      aggregated={aggregated}
      deleting={false}
      onCancel={() => undefined}
      onConfirm={() => undefined}
    />
  );
  return screen.getByTestId('savedObjectsDeleteConfirm');
}

describe('the delete confirmation of saved objects in German (the shipped de-DE files)', () => {
  it('asks about one object in the singular', () => {
    resetLocale = loadShippedLocale('de-DE');
    const modal = renderModal([row('a')]);
    expect(modal).toHaveTextContent('Gespeichertes Objekt löschen?');
    expect(modal).toHaveTextContent('Diese Objekte werden endgültig aus dem aktuellen Mandanten gelöscht:');
    expect(screen.getByTestId('confirmModalConfirmButton')).toHaveTextContent('Löschen');
    expect(screen.getByTestId('confirmModalCancelButton')).toHaveTextContent('Abbrechen');
  });

  it('counts several objects in the plural and names each one’s tenant', () => {
    resetLocale = loadShippedLocale('de-DE');
    const modal = renderModal([row('a', 'private'), row('b', 'global'), row('c', 'ops')], true);
    expect(modal).toHaveTextContent('3 gespeicherte Objekte löschen?');
    expect(modal).toHaveTextContent('Board a (dashboard, Mandant Privat)');
    expect(modal).toHaveTextContent('Board c (dashboard, Mandant ops)');
  });
});
