/**
 * `npm run docs`: writes docs/configuration.md, the configuration reference, from the TypeBox
 * schemas of core and every plugin (src/core/server/config/reference/). A test fails when the
 * committed file differs from what the schemas give.
 */
import { mkdirSync, writeFileSync } from 'fs';
import { dirname, relative } from 'path';
import { CONFIG_REFERENCE_FILE, generateConfigReference } from '../src/core/server/config/reference/generate';

mkdirSync(dirname(CONFIG_REFERENCE_FILE), { recursive: true });
writeFileSync(CONFIG_REFERENCE_FILE, generateConfigReference());
process.stdout.write(`Wrote ${relative(process.cwd(), CONFIG_REFERENCE_FILE)}\n`);
