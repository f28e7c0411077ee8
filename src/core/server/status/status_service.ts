import type { FastifyInstance } from 'fastify';
import type { IRouter, OsdRequest, ResponseObserver } from '../http/types';
import type { Socket } from 'net';
import { DEFAULT_LOCALE, createTranslator, type Translator } from '../../common/i18n';
import { i18n, isLocalizedMessage, localize } from '../i18n/localized_message';
import { RequestMetrics, sampleProcess } from './metrics';
import { STATUS_LEVELS, isStatusLevel, levelTitle, worstLevel } from './status_levels';
import { localizeCertificate } from './certificate_warning';
import { registerStatusRoutes } from './status_routes';
import { OperationsRegistry } from './operations';
import type {
  InternalStatusServiceSetup,
  ServiceStatus,
  ServiceStatusLevel,
  StatusBuildInfo,
  StatusCertificate,
  StatusEntry,
  StatusResponse,
} from './types';

export const DEFAULT_COLLECTION_INTERVAL_MS = 5000;
/** How long a status request waits for a probe (the store) before it counts it as down. */
export const PROBE_TIMEOUT_MS = 3000;
const MAX_ID_LENGTH = 200;
/** What a caller reads without a locale (a test's bare server): the code's English. */
const ENGLISH = createTranslator({ locale: DEFAULT_LOCALE, messages: {} });

export interface StatusServiceOptions {
  /** How often request metrics roll over (default 5000 ms). */
  collectionIntervalMs?: number;
}

export interface StatusStartDeps {
  server: FastifyInstance;
  /** Core's HTTP server, which tells the status service of every answer and disconnect. */
  responses: { observeResponses(observer: ResponseObserver): void };
  /** The served certificate, read on every status answer (a renewal shows at once); absent without TLS. */
  certificate?: () => StatusCertificate | null;
  /** The server name shown on the status page (config `server.name`). */
  name: string;
  buildInfo: StatusBuildInfo;
}

interface StoredStatus extends ServiceStatus {
  since: Date;
}

/** Keeps the state each service reports and measures the requests the server answers. */
export class StatusService {
  private readonly statuses = new Map<string, StoredStatus>();
  private readonly metrics = new RequestMetrics();
  private readonly collectionIntervalMs: number;
  private overall: { state: ServiceStatusLevel; since: Date } = { state: worstLevel([]), since: new Date() };
  private started?: {
    name: string;
    buildInfo: StatusBuildInfo;
    certificate?: () => StatusCertificate | null;
  };
  private timer?: ReturnType<typeof setInterval>;
  private detachConnections?: () => void;
  /** Services whose state is measured when the status is asked for (the store), not reported. */
  private readonly probes = new Map<string, () => Promise<ServiceStatus>>();
  /** The "Operations" panel's rows (operations.ts). */
  readonly operations = new OperationsRegistry();

  constructor(options: StatusServiceOptions = {}) {
    const interval = options.collectionIntervalMs ?? DEFAULT_COLLECTION_INTERVAL_MS;
    if (!Number.isInteger(interval) || interval <= 0) {
      throw new Error(`collectionIntervalMs must be a positive integer, got ${interval}`);
    }
    this.collectionIntervalMs = interval;
  }

  setup(): InternalStatusServiceSetup {
    const set = (id: string, status: ServiceStatus) => this.set(id, status);
    return {
      set,
      registerPlugins: (ids) => {
        for (const id of ids) {
          if (!this.statuses.has(`plugin:${id}`)) {
            set(`plugin:${id}`, {
              state: 'green',
              message: i18n.defineMessage('core.status.plugin.ready', { defaultMessage: 'Ready' }),
            });
          }
        }
      },
    };
  }

  /** Must run before the server listens: Fastify takes hooks only until it is ready. */
  start({ server, responses, name, buildInfo, certificate }: StatusStartDeps): void {
    if (this.started) throw new Error('StatusService#start() was already called.');
    this.started = { name, buildInfo, certificate };

    // Counted by core's own request hooks: Fastify's onResponse and onRequestAbort hooks would cost
    // every request two listeners and a closure.
    responses.observeResponses({
      responded: (durationMs) => this.metrics.recordResponse(durationMs),
      disconnected: () => this.metrics.recordDisconnect(),
    });

    const onConnection = (socket: Socket) => {
      this.metrics.connectionOpened();
      socket.once('close', () => this.metrics.connectionClosed());
    };
    server.server.on('connection', onConnection);
    this.detachConnections = () => server.server.off('connection', onConnection);

    this.timer = setInterval(() => this.metrics.rollOver(), this.collectionIntervalMs);
    // The collector alone must not keep the process alive.
    this.timer.unref?.();
  }

  /**
   * `anonymous`: config `status.allowAnonymous`, the API is then open to anyone. `translatorFor`:
   * the reader's language (core's i18n service); without it, English.
   */
  registerRoutes(
    router: IRouter,
    {
      anonymous = false,
      translatorFor = async () => ENGLISH,
    }: { anonymous?: boolean; translatorFor?: (request: OsdRequest) => Promise<Translator> } = {}
  ): void {
    registerStatusRoutes(
      router,
      async (request, signedIn) => {
        const translator = await translatorFor(request);
        const [unavailable, operations] = await Promise.all([
          this.runProbes(),
          signedIn ? this.operations.read(translator) : undefined,
        ]);
        const body = this.getStatus(translator);
        return body && { body: operations ? { ...body, operations } : body, unavailable };
      },
      { anonymous }
    );
  }

  /**
   * Measures `id` on every status request (at most PROBE_TIMEOUT_MS): a load balancer asking
   * `/api/status` learns whether this instance can reach what it depends on right now.
   */
  watch(id: string, probe: () => Promise<ServiceStatus>): void {
    this.probes.set(id, probe);
  }

  /** Runs the probes; answers whether one of them is red (the instance cannot serve). */
  private async runProbes(): Promise<boolean> {
    let unavailable = false;
    await Promise.all(
      [...this.probes].map(async ([id, probe]) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<ServiceStatus>((resolve) => {
          timer = setTimeout(
            () =>
              resolve({
                state: 'red',
                message: i18n.defineMessage('core.status.probe.noAnswer', {
                  defaultMessage: 'No answer within {ms} ms',
                  values: { ms: PROBE_TIMEOUT_MS },
                }),
              }),
            PROBE_TIMEOUT_MS
          );
        });
        const status = await Promise.race([
          probe().catch((error: Error) => ({ state: 'red' as const, message: error.message })),
          timeout,
        ]);
        clearTimeout(timer);
        if (status.state === 'red') unavailable = true;
        this.set(id, status);
      })
    );
    return unavailable;
  }

  /** The body of GET /api/status in the translator's language (English by default), or undefined before start. */
  getStatus(translator: Translator = ENGLISH): StatusResponse | undefined {
    if (!this.started) return undefined;
    const { name, buildInfo } = this.started;
    const served = this.started.certificate?.() ?? null;
    const certificate = served && localizeCertificate(translator, served);
    const overallLevel = STATUS_LEVELS[this.overall.state];
    const statuses: StatusEntry[] = [...this.statuses].map(([id, status]) => ({
      id,
      state: status.state,
      title: levelTitle(translator, status.state),
      message: localize(translator, status.message),
      uiColor: STATUS_LEVELS[status.state].uiColor,
      since: status.since.toISOString(),
    }));
    return {
      name,
      version: { number: buildInfo.version, build_hash: buildInfo.buildHash, build_number: buildInfo.buildNumber },
      status: {
        overall: {
          state: this.overall.state,
          title: levelTitle(translator, this.overall.state),
          uiColor: overallLevel.uiColor,
          since: this.overall.since.toISOString(),
        },
        statuses,
      },
      metrics: {
        last_updated: new Date().toISOString(),
        collection_interval_in_millis: this.collectionIntervalMs,
        ...sampleProcess(),
        response_times: this.metrics.responseTimes(),
        requests: this.metrics.requests(),
        concurrent_connections: this.metrics.concurrentConnections(),
      },
      ...(certificate ? { tls: { certificate } } : {}),
    };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.detachConnections?.();
    this.detachConnections = undefined;
  }

  private set(id: string, status: ServiceStatus): void {
    if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) {
      throw new Error(`A status id must be a string of 1 to ${MAX_ID_LENGTH} characters.`);
    }
    if (!isStatusLevel(status?.state)) {
      throw new Error(`Unknown status state "${String(status?.state)}" for "${id}".`);
    }
    if (typeof status.message !== 'string' && !isLocalizedMessage(status.message)) {
      throw new Error(`The status message of "${id}" must be a string or a message.`);
    }

    const previous = this.statuses.get(id);
    const since = previous && previous.state === status.state ? previous.since : new Date();
    this.statuses.set(id, { state: status.state, message: status.message, since });

    const overall = worstLevel([...this.statuses.values()].map((s) => s.state));
    if (overall !== this.overall.state) this.overall = { state: overall, since: new Date() };
  }
}
