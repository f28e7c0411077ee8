import { applyDeprecations } from './deprecations';

const MOVES = [
  { oldKey: 'security.backend', newKey: 'opensearch_security.backend' },
  { oldKey: 'security.restApi.port', newKey: 'opensearch_security.restapi.port' },
];

function apply(document: Record<string, unknown>) {
  const warnings: string[] = [];
  const result = applyDeprecations(document, MOVES, (message) => warnings.push(message));
  return { result, warnings };
}

describe('applyDeprecations', () => {
  it('moves an old key to its new one and drops the maps it leaves empty', () => {
    const { result, warnings } = apply({ security: { restApi: { port: 9200 } }, server: { port: 1 } });
    expect(result).toEqual({ server: { port: 1 }, opensearch_security: { restapi: { port: 9200 } } });
    expect(warnings).toEqual(['"security.restApi.port" is deprecated: use "opensearch_security.restapi.port".']);
  });

  it('keeps the new key when both are set, and says the old one is ignored', () => {
    const { result, warnings } = apply({
      security: { backend: 'opensearch' },
      opensearch_security: { backend: 'embedded', cookie: { name: 'sid' } },
    });
    expect(result).toEqual({ opensearch_security: { backend: 'embedded', cookie: { name: 'sid' } } });
    expect(warnings).toEqual([
      '"security.backend" is deprecated: use "opensearch_security.backend". Both are set: "opensearch_security.backend" wins and "security.backend" is ignored.',
    ]);
  });

  it('says nothing when no old key is set, and leaves other keys under the old section to the schema', () => {
    const { result, warnings } = apply({ security: { restApi: { typo: 1 } } });
    expect(result).toEqual({ security: { restApi: { typo: 1 } } });
    expect(warnings).toEqual([]);
  });

  it('leaves the document it was given as written', () => {
    const document = { security: { backend: 'opensearch' } };
    apply(document);
    expect(document).toEqual({ security: { backend: 'opensearch' } });
  });
});
