import { existsSync, mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { test, expect, logIn } from './fixtures';
import { startServer } from './server_process';

test.describe('logging on /status (issue 39)', () => {
  test('the Operations panel names the log file, its format and the level; the file holds JSON lines', async ({
    page,
  }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'osd-e2e-logging-'));
    const file = join(dataDir, 'logs', 'dashboards.log');
    const server = await startServer({
      dataDir,
      configYml: ['logging.json: true', `logging.dest: ${file}`, 'logging.root.level: debug'].join('\n'),
    });
    try {
      await logIn(page.request, server.url);
      await page.goto(`${server.url}/status`);
      const panel = page.getByTestId('statusOperations');
      await expect(panel.getByRole('heading', { name: 'Operations' })).toBeVisible();
      await expect(page.getByTestId('statusOperationsValue-logging.dest')).toHaveText(file);
      await expect(page.getByTestId('statusOperationsValue-logging.format')).toHaveText('JSON (ECS)');
      await expect(page.getByTestId('statusOperationsValue-logging.level')).toHaveText('debug');
      expect(existsSync(file)).toBe(true);
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(JSON.parse(line)).toHaveProperty('log.logger');
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
