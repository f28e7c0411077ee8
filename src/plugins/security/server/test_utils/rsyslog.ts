/**
 * A real rsyslog (Debian's `rsyslogd`, `rsyslog-gnutls` for TLS, `rsyslog-relp` for RELP) for
 * tests: its own config in a temp dir, a TCP (or TLS, UDP, RELP through `imrelp`) input on a free
 * loopback port, every message written to a file with the fields rsyslog parsed from it, run in
 * the foreground with its own pid file and no system socket. It can be stopped and started again
 * on the same port, frozen (SIGSTOP) and thawed, and killed (SIGKILL) as a crash.
 */
import { spawn, type ChildProcess } from 'child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { connect } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { freePort, makeServerCert, makeTestCa } from '../../../../core/server/test_utils';

export const RSYSLOGD = '/usr/sbin/rsyslogd';

/** What rsyslog parsed from one message. */
export interface ReceivedMessage {
  protocolVersion: string;
  facility: string;
  severity: string;
  appName: string;
  msgId: string;
  /** The MSG part (the event's JSON). */
  msg: string;
}

export type TestSyslogProtocol = 'tcp' | 'tls' | 'udp' | 'relp';

export interface TestSyslog {
  port: number;
  protocol: TestSyslogProtocol;
  /** tls: the CA (a PEM file) that signed the receiver's certificate (for 127.0.0.1). */
  caFile?: string;
  /** A CA file that signed nothing here. */
  rogueCaFile?: string;
  received(): ReceivedMessage[];
  /** Waits until `count` messages have arrived (or throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  start(): Promise<void>;
  /** SIGTERM: rsyslog finishes what it took and closes its connections. */
  stop(): Promise<void>;
  /**
   * SIGSTOP: the process stands still; the kernel still accepts connections and buffers what is
   * written. Resolves once every thread of it is stopped (a signal is only pending when kill returns).
   */
  freeze(): Promise<void>;
  /** SIGCONT after freeze. */
  thaw(): void;
  /** SIGKILL: a crash; what sat unread in its sockets is gone. */
  kill(): Promise<void>;
  cleanup(): Promise<void>;
}

const FIELD = '\u001f';

export async function startTestSyslog(protocol: TestSyslogProtocol = 'tcp'): Promise<TestSyslog> {
  const dir = mkdtempSync(join(tmpdir(), 'rsyslog-test-'));
  mkdirSync(join(dir, 'work'));
  const port = await freePort();
  const out = join(dir, 'received.log');
  let tlsGlobals = '';
  let caFile: string | undefined;
  let rogueCaFile: string | undefined;
  if (protocol === 'tls') {
    const ca = makeTestCa('test-only syslog CA');
    const server = makeServerCert(ca, 'IP:127.0.0.1', { subject: '/CN=127.0.0.1' });
    caFile = join(dir, 'ca.pem');
    rogueCaFile = join(dir, 'rogue.pem');
    writeFileSync(caFile, ca.cert);
    writeFileSync(rogueCaFile, makeTestCa('test-only rogue CA').cert);
    writeFileSync(join(dir, 'server.pem'), server.cert);
    writeFileSync(join(dir, 'server.key'), server.key, { mode: 0o600 });
    tlsGlobals = `global(DefaultNetstreamDriver="gtls" DefaultNetstreamDriverCAFile="${caFile}" DefaultNetstreamDriverCertFile="${join(dir, 'server.pem')}" DefaultNetstreamDriverKeyFile="${join(dir, 'server.key')}")`;
  }
  const input =
    protocol === 'udp'
      ? `module(load="imudp")\ninput(type="imudp" address="127.0.0.1" port="${port}")`
      : protocol === 'relp'
        ? `module(load="imrelp")\ninput(type="imrelp" address="127.0.0.1" port="${port}")`
        : protocol === 'tls'
          ? `module(load="imtcp" StreamDriver.Name="gtls" StreamDriver.Mode="1" StreamDriver.AuthMode="anon")\ninput(type="imtcp" address="127.0.0.1" port="${port}")`
          : `module(load="imtcp")\ninput(type="imtcp" address="127.0.0.1" port="${port}")`;
  const conf = join(dir, 'rsyslog.conf');
  writeFileSync(
    conf,
    [
      `global(workDirectory="${join(dir, 'work')}" maxMessageSize="64k")`,
      tlsGlobals,
      input,
      `template(name="fields" type="string" string="%protocol-version%${FIELD}%syslogfacility-text%${FIELD}%syslogseverity-text%${FIELD}%app-name%${FIELD}%msgid%${FIELD}%msg%\\n")`,
      `action(type="omfile" file="${out}" template="fields" flushOnTXEnd="on" asyncWriting="off")`,
      '',
    ].join('\n')
  );
  let child: ChildProcess | undefined;
  let output = '';

  const received = (): ReceivedMessage[] =>
    existsSync(out)
      ? readFileSync(out, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [protocolVersion, facility, severity, appName, msgId, msg] = line.split(FIELD);
            return { protocolVersion, facility, severity, appName, msgId, msg };
          })
      : [];

  const start = async () => {
    output = '';
    child = spawn(RSYSLOGD, ['-n', '-f', conf, '-i', join(dir, 'rsyslogd.pid')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    // A binary that is not there is an 'error' event, not an exit (unheard, it ends the process).
    let failed: Error | undefined;
    child.once('error', (error) => (failed = error));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (failed) throw new Error(`rsyslogd did not start (${failed.message}): apt-get install rsyslog`);
      if (child.exitCode !== null && protocol === 'relp' && /imrelp/.test(output)) {
        throw new Error(`rsyslogd cannot load imrelp: apt-get install rsyslog-relp (${output})`);
      }
      if (child.exitCode !== null) throw new Error(`rsyslogd exited: ${output}`);
      // UDP has no handshake to wait for: rsyslogd writes its pid file once its inputs run.
      if (protocol === 'udp' ? existsSync(join(dir, 'rsyslogd.pid')) : await accepts(port)) return;
      if (Date.now() > deadline) throw new Error(`rsyslogd did not listen on ${port}: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    // A frozen rsyslog would hold SIGTERM until thawed.
    if (signal === 'SIGTERM') running.kill('SIGCONT');
    await exited;
    // A killed rsyslog leaves its pid file, which a restart would take for a running one.
    rmSync(join(dir, 'rsyslogd.pid'), { force: true });
  };
  const stop = () => end('SIGTERM');

  await start();
  return {
    port,
    protocol,
    caFile,
    rogueCaFile,
    received,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received().length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${received().length} of ${count} messages arrived; rsyslogd said: ${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return received();
    },
    start,
    stop,
    async freeze() {
      const pid = child?.pid;
      if (!pid) throw new Error('rsyslogd is not running');
      child!.kill('SIGSTOP');
      const stopped = () =>
        readdirSync(`/proc/${pid}/task`).every((task) =>
          /^\d+ \(.*\) [tT] /.test(readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8'))
        );
      for (let i = 0; !stopped(); i++) {
        if (i > 100) throw new Error('rsyslogd did not stop on SIGSTOP');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    thaw: () => void child?.kill('SIGCONT'),
    kill: () => end('SIGKILL'),
    async cleanup() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
