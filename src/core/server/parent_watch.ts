/**
 * A server started by npm (`npm start`, `npx node …`) ends when npm does. npm hands Ctrl-C,
 * SIGINT and SIGTERM on to the server, but any other end of npm (a SIGHUP meant for the server's
 * log rotation sent to npm instead, a SIGKILL, a closed terminal) left the server running on
 * without the terminal or the process that was meant to stop it (issue 69). Node has no
 * "parent died" signal, so the parent's id is looked at: once the process has been handed to
 * another parent (init or a subreaper), the server stops as on SIGTERM.
 */
export interface ParentWatch {
  /** The parent's id now (process.ppid). */
  ppid(): number;
  /** Called once, when the parent the server started under has ended. */
  ended(parentPid: number): void;
  /** How often to look; 1 s by default. */
  everyMs?: number;
}

/** Whether npm started this process (every npm script and `npx` sets it): the parent to follow. */
export function startedByNpm(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.npm_lifecycle_event);
}

/** Starts looking; the returned function stops. The timer never keeps the process alive. */
export function followParent(watch: ParentWatch): () => void {
  const parent = watch.ppid();
  const timer = setInterval(() => {
    if (watch.ppid() === parent) return;
    clearInterval(timer);
    watch.ended(parent);
  }, watch.everyMs ?? 1000);
  timer.unref();
  return () => clearInterval(timer);
}
