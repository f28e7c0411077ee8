import { describe, expect, it, jest } from '@jest/globals';
import { tmpdir } from 'os';
import { loadConfig } from '../config/load_config';
import { LoggingSystem } from './logging_system';
import type { Appender, LoggingConfig, LogRecord } from './types';
import { jsonLayout, textLayout } from './layouts';

/** An appender that keeps what it is given, and the lines both layouts make of it. */
function capture() {
  const records: LogRecord[] = [];
  const appender: Appender = { append: (r) => void records.push(r), reopen: () => undefined, close: () => undefined };
  return {
    appender,
    records,
    json: () => records.map((r) => JSON.parse(jsonLayout('dashboards-test')(r)) as Record<string, any>),
    text: () => records.map((r) => textLayout()(r)),
  };
}

function config(yml: Record<string, unknown>): LoggingConfig {
  return loadConfig({ env: {}, cwd: tmpdir(), overrides: yml }).logging;
}

function system(yml: Record<string, unknown> = {}) {
  const out = capture();
  return { ...out, logging: new LoggingSystem(config(yml), { appender: out.appender }) };
}

/** Which of the levels each logger writes. */
function written(logging: LoggingSystem, name: string): string[] {
  const logger = logging.get(name);
  return (['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const).filter((level) =>
    logger.isLevelEnabled(level)
  );
}

describe('logging levels', () => {
  it('writes info and above by default, and no request log', () => {
    const { logging, records } = system();
    const logger = logging.get('plugins', 'security');
    logger.debug('hidden');
    logger.info('shown');
    logger.warn('shown too');
    expect(records.map((r) => [r.logger, r.level, r.message])).toEqual([
      ['plugins.security', 'info', 'shown'],
      ['plugins.security', 'warn', 'shown too'],
    ]);
    expect(written(logging, 'http.server.response')).toEqual([]);
  });

  it('follows logging.root.level', () => {
    expect(written(system({ 'logging.root.level': 'debug' }).logging, 'store')).toEqual([
      'fatal',
      'error',
      'warn',
      'info',
      'debug',
    ]);
    expect(written(system({ 'logging.root.level': 'warn' }).logging, 'store')).toEqual(['fatal', 'error', 'warn']);
    expect(written(system({ 'logging.root.level': 'off' }).logging, 'store')).toEqual([]);
  });

  it('gives a logging.loggers level to the named logger and every logger under it, the most specific winning', () => {
    const { logging } = system({
      'logging.root.level': 'warn',
      logging: {
        loggers: [
          { name: 'plugins.security', level: 'debug' },
          { name: 'plugins.security.audit', level: 'error' },
        ],
      },
    });
    expect(written(logging, 'plugins.security')).toContain('debug');
    expect(written(logging, 'plugins.security.session')).toContain('debug');
    expect(written(logging, 'plugins.security.audit')).toEqual(['fatal', 'error']);
    expect(written(logging, 'plugins.security.audit.sink')).toEqual(['fatal', 'error']);
    // A name that only starts with the same letters is another logger.
    expect(written(logging, 'plugins.securityx')).toEqual(['fatal', 'error', 'warn']);
    expect(written(logging, 'plugins')).toEqual(['fatal', 'error', 'warn']);
    // Children made with get() have the same names.
    expect(logging.get('plugins').get('security', 'audit').isLevelEnabled('warn')).toBe(false);
  });

  it('logging.quiet writes errors only; logging.verbose everything, the request log included', () => {
    const quiet = system({ 'logging.quiet': true }).logging;
    expect(written(quiet, 'plugins.security')).toEqual(['fatal', 'error']);
    const verbose = system({ 'logging.verbose': true }).logging;
    expect(written(verbose, 'plugins.security')).toContain('trace');
    expect(written(verbose, 'http.server.response')).toContain('info');
    expect(verbose.describe().level).toBe('all');
  });

  it('turns the request log on with a logging.loggers entry for it', () => {
    const { logging } = system({ logging: { loggers: [{ name: 'http.server.response', level: 'info' }] } });
    expect(written(logging, 'http.server.response')).toContain('info');
    expect(written(logging, 'http.server.response')).not.toContain('debug');
  });

  it('refuses levels and loggers it does not know, naming the key', () => {
    expect(() => config({ 'logging.root.level': 'verbose' })).toThrow(
      /\[logging\.root\.level\] must be one of off, fatal/
    );
    expect(() => config({ logging: { loggers: [{ name: 'plugins.security', level: 'loud' }] } })).toThrow(
      '[logging.loggers.0.level] must be one of'
    );
    expect(() => config({ logging: { loggers: [{ name: 'a b', level: 'info' }] } })).toThrow(
      '[logging.loggers.0.name] must be a dotted logger name'
    );
    expect(() => config({ logging: { loggers: [{ name: 'a', level: 'info', appenders: [] }] } })).toThrow(
      '[logging.loggers.0.appenders] is not a known setting.'
    );
    expect(() => config({ logging: { loggers: 'plugins.security' } })).toThrow('[logging.loggers] must be a list');
    expect(() => config({ 'logging.quiet': true, 'logging.verbose': true })).toThrow('cannot both be true');
    expect(() => config({ 'logging.jsno': true })).toThrow('did you mean logging.json?');
  });

  it('takes LOG_LEVEL from the environment as logging.root.level', () => {
    expect(loadConfig({ env: { LOG_LEVEL: 'debug' }, cwd: tmpdir() }).logging.rootLevel).toBe('debug');
  });
});

describe('the JSON layout', () => {
  it('writes ECS fields, the record fields beside them, and an error as error.*', () => {
    const { logging, json } = system({ 'logging.json': true });
    const logger = logging.get('plugins', 'security');
    logger.info('user logged in', { event: { action: 'login' }, log: { level: 'FORGED' } });
    logger.error(new Error('store went away'));
    const [info, error] = json();
    expect(info).toEqual({
      '@timestamp': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      message: 'user logged in',
      log: { level: 'INFO', logger: 'plugins.security' },
      service: { name: 'dashboards-test' },
      ecs: { version: expect.any(String) },
      process: { pid: process.pid },
      event: { action: 'login' },
    });
    expect(error.log.level).toBe('ERROR');
    expect(error.message).toBe('store went away');
    expect(error.error).toEqual({
      type: 'Error',
      message: 'store went away',
      stack_trace: expect.stringContaining('Error: store went away'),
    });
  });

  it('keeps every record on one line, escaping what line readers split on', () => {
    const { logging, records } = system({ 'logging.json': true });
    logging.get('x').warn('a\nb\r\u2028\u2029\u0085\u007f\u001b[31m');
    const line = jsonLayout('s')(records[0]);
    expect(line.endsWith('\n')).toBe(true);
    // eslint-disable-next-line no-control-regex
    expect(line.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(JSON.parse(line).message).toBe('a\nb\r\u2028\u2029\u0085\u007f\u001b[31m');
  });

  it('text stays the default layout, in the format the server always wrote', () => {
    const { logging, text } = system();
    logging.get('store').info('ready');
    expect(text()[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z INFO {2}\[store\] ready\n$/);
  });
});

describe('stdout', () => {
  function streams(yml: Record<string, unknown>) {
    const out: string[] = [];
    const err: string[] = [];
    const spy = (into: string[]) => ((chunk: string) => into.push(chunk) > 0) as typeof process.stdout.write;
    jest.spyOn(process.stdout, 'write').mockImplementation(spy(out));
    jest.spyOn(process.stderr, 'write').mockImplementation(spy(err));
    try {
      const logger = new LoggingSystem(config(yml)).get('store');
      logger.info('ready');
      logger.error('lost the connection');
    } finally {
      jest.restoreAllMocks();
    }
    return { out, err };
  }

  it('gets every JSON line (one stream for a log shipper)', () => {
    const { out, err } = streams({ 'logging.json': true });
    expect(out.map((line) => JSON.parse(line).message)).toEqual(['ready', 'lost the connection']);
    expect(err).toEqual([]);
  });

  it('gets text lines, warnings and errors going to stderr as before', () => {
    const { out, err } = streams({});
    expect(out).toHaveLength(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain('ERROR [store] lost the connection');
  });
});
