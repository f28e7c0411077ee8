/**
 * The explainer's sentences whose English depends on a choice (a plural, a select): each form
 * reads as the explainer wrote it before its texts were messages, and the German picks the same
 * form. The integration tests (routes/explain*.integration.test.ts) read the others over HTTP.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createTranslator, localize, type LocalizedMessage } from '../../../../../core/server';
import * as texts from './explain_texts';

const english = createTranslator({ locale: 'en', messages: {} });
const en = (text: LocalizedMessage) => localize(english, text);
const germanFile = join(__dirname, '../../../../../translations/de-DE/security.checkAccess.json');
const german = createTranslator({ locale: 'de-DE', messages: JSON.parse(readFileSync(germanFile, 'utf8')) });
const de = (text: LocalizedMessage) => localize(german, text);

describe('the explainer’s sentences with a choice', () => {
  it('say the English of before in each form', () => {
    expect(en(texts.mapUserFix('eve', [], 'logs_writer'))).toBe('Map user `eve` to role `logs_writer`.');
    expect(en(texts.mapUserFix('dana', ['analysts', 'ops'], 'r'))).toBe(
      'Map user `dana` (or one of their backend roles: `analysts`, `ops`) to role `r`.'
    );
    expect(en(texts.addClusterActionFix('cluster:monitor/health', 'cluster_monitor', 'r'))).toBe(
      'Add `cluster:monitor/health` (or the action group `cluster_monitor`) to the cluster permissions of role `r`.'
    );
    expect(en(texts.addClusterActionFix('cluster:monitor/health', undefined, 'r'))).toBe(
      'Add `cluster:monitor/health` to the cluster permissions of role `r`.'
    );
    expect(en(texts.apiAccessByPermissions(['restapi:admin/roles'], ['roles']))).toBe(
      'The cluster permission `restapi:admin/roles` opens these security REST API endpoints only: `roles`.'
    );
    expect(
      en(texts.apiAccessByPermissions(['restapi:admin/roles', 'restapi:admin/tenants'], ['roles', 'tenants']))
    ).toBe(
      'The cluster permissions `restapi:admin/roles`, `restapi:admin/tenants` open these security REST API endpoints only: `roles`, `tenants`.'
    );
    expect(en(texts.multitenancyOffGlobal(true))).toBe(
      'Multitenancy is disabled: everyone works in the global tenant, read-only for read-only roles.'
    );
    expect(en(texts.multitenancyOffGlobal(false))).toBe(
      'Multitenancy is disabled: everyone works in the global tenant.'
    );
    expect(en(texts.unmappedTenantRole('r', 'write', 'projects', 'kim'))).toBe(
      'Role `r` allows write on tenant `projects`, but `kim` is not mapped to it.'
    );
    expect(en(texts.unmappedTenantRole('r', 'read', 'projects', 'kim'))).toBe(
      'Role `r` allows read on tenant `projects`, but `kim` is not mapped to it.'
    );
    expect(en(texts.securityAppNeedsApi('kim', true))).toBe(
      'The Security app also needs the security REST API: `kim` has it.'
    );
    expect(en(texts.securityAppNeedsApi('kim', false))).toBe(
      'The Security app also needs the security REST API: `kim` lacks it.'
    );
  });

  it('pick the same form in German', () => {
    expect(de(texts.mapUserFix('eve', [], 'logs_writer'))).toBe(
      'Ordnen Sie den Benutzer `eve` der Rolle `logs_writer` zu.'
    );
    expect(de(texts.apiAccessByPermissions(['restapi:admin/roles'], ['roles']))).toBe(
      'Die Cluster-Berechtigung `restapi:admin/roles` öffnet nur diese Endpunkte der Security-REST-API: `roles`.'
    );
    expect(de(texts.unmappedTenantRole('r', 'write', 'projects', 'kim'))).toBe(
      'Die Rolle `r` erlaubt Schreiben im Mandanten `projects`, aber `kim` ist ihr nicht zugeordnet.'
    );
    expect(de(texts.securityAppNeedsApi('kim', false))).toBe(
      'Die Security-App benötigt außerdem die Security-REST-API: `kim` fehlt der Zugriff darauf.'
    );
  });
});
