/** `npm run i18n:check [-- --write]`: see scripts/i18n/check_repository.ts. */
import { resolve } from 'path';
import { checkI18n } from './i18n/check_repository';

{
  const problems = checkI18n({ root: resolve(__dirname, '..'), write: process.argv.includes('--write') });
  for (const problem of problems) process.stdout.write(`${problem}\n`);
  process.stdout.write(
    problems.length ? `i18n: ${problems.length} problems\n` : 'i18n: every message checked, none missing\n'
  );
  process.exitCode = problems.length ? 1 : 0;
}
