import cluster, { type Worker } from 'cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * With `server.workers` > 1 a scrape reaches one worker, which must answer for all of them: it
 * asks the primary, which collects every worker's registry (prom-client's AggregatorRegistry,
 * over the workers' IPC channel) and sends the combined text back.
 */
const REQUEST = 'dashboards:metrics-request';
const ANSWER = 'dashboards:metrics-answer';
/** Longer than prom-client's own 5 s wait for the workers, so its error is the one reported. */
const ANSWER_TIMEOUT_MS = 8000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isRequest = (message: unknown): message is MetricsRequest =>
  typeof message === 'object' && message !== null && (message as MetricsRequest).type === REQUEST;
const isAnswer = (message: unknown): message is MetricsAnswer =>
  typeof message === 'object' && message !== null && (message as MetricsAnswer).type === ANSWER;

/** In the primary: answers the workers' requests for all the workers' metrics. */
export function serveWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isRequest(message)) return;
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies MetricsAnswer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message })
    );
  });
}

/** In a worker: lets the primary read this registry, and asks it for all the workers' metrics. */
export class WorkerMetricsClient {
  private nextId = 0;
  private readonly pending = new Map<number, (answer: MetricsAnswer) => void>();

  constructor(registry: Registry) {
    AggregatorRegistry.setRegistries([registry]);
    // Constructing one installs prom-client's listener that answers the primary's collection.
    new AggregatorRegistry();
    process.on('message', (message: unknown) => {
      if (!isAnswer(message)) return;
      this.pending.get(message.id)?.(message);
    });
  }

  collect(): Promise<string> {
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('The cluster primary did not send the metrics in time.'));
      }, ANSWER_TIMEOUT_MS);
      this.pending.set(id, (answer) => {
        clearTimeout(timer);
        this.pending.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'The cluster primary could not collect the metrics.'));
      });
      process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
    });
  }
}
