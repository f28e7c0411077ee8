import { describe, expect, it, jest } from '@jest/globals';
import { ContextService } from './context_service';

type Handler = (context: Record<string, any>, ...args: any[]) => any;

const coreId = Symbol('core');
const pluginA = Symbol('pluginA');
const pluginB = Symbol('pluginB'); // depends on A
const pluginC = Symbol('pluginC'); // depends on nothing

function createContainer() {
  const service = new ContextService({ coreId });
  const setup = service.setup({
    pluginDependencies: new Map([
      [pluginA, []],
      [pluginB, [pluginA]],
      [pluginC, []],
    ]),
  });
  return setup.createContextContainer<Handler>();
}

describe('ContextService', () => {
  it('refuses a second provider under a name already registered', () => {
    const container = createContainer();
    container.registerContext(pluginA, 'search', () => 'a');
    expect(() => container.registerContext(pluginB, 'search', () => 'b')).toThrow(
      new Error('Context provider for search has already been registered.')
    );
  });

  it('refuses a registration from an unknown plugin', () => {
    const container = createContainer();
    expect(() => container.registerContext(Symbol('stranger'), 'x', () => 1)).toThrow(
      new Error('Cannot register context for unknown plugin: Symbol(stranger)')
    );
  });

  it('refuses a handler from an unknown plugin', () => {
    const container = createContainer();
    expect(() => container.createHandler(Symbol('stranger'), () => undefined)).toThrow(
      'Cannot create handler for unknown plugin: Symbol(stranger)'
    );
  });

  it('gives a handler the contexts of core, its own plugin and the plugins it depends on only', async () => {
    const container = createContainer();
    container
      .registerContext(coreId, 'core', () => 'core value')
      .registerContext(pluginA, 'a', () => 'a value')
      .registerContext(pluginB, 'b', () => 'b value')
      .registerContext(pluginC, 'c', () => 'c value');

    const seen: Record<symbol, unknown> = {};
    for (const id of [pluginA, pluginB, pluginC, coreId]) {
      await container.createHandler(id, (context) => (seen[id] = context))();
    }
    expect(seen[pluginA]).toEqual({ core: 'core value', a: 'a value' });
    expect(seen[pluginB]).toEqual({ core: 'core value', a: 'a value', b: 'b value' });
    expect(seen[pluginC]).toEqual({ core: 'core value', c: 'c value' });
    expect(seen[coreId]).toEqual({ core: 'core value' });
  });

  it('passes the handler arguments to providers and handler, and returns what the handler returns', async () => {
    const container = createContainer();
    const provider = jest.fn(async (_context: Partial<Record<string, any>>, ...args: any[]) => `ctx for ${args[0]}`);
    container.registerContext(pluginA, 'a', provider);
    const handler = container.createHandler(pluginA, (context, request: string, extra: number) => [
      context.a,
      request,
      extra,
    ]);

    await expect(handler('req-1', 7)).resolves.toEqual(['ctx for req-1', 'req-1', 7]);
    expect(provider).toHaveBeenCalledWith({}, 'req-1', 7);
  });

  it('lets a provider read the entries built before it that its own plugin may see', async () => {
    const container = createContainer();
    const bProvider = jest.fn((context: Partial<Record<string, any>>) => `b sees ${Object.keys(context).join(',')}`);
    container
      .registerContext(coreId, 'core', () => 1)
      .registerContext(pluginC, 'c', () => 3)
      .registerContext(pluginA, 'a', () => 2)
      .registerContext(pluginB, 'b', bProvider);

    const result = await container.createHandler(pluginB, (context) => context.b)();
    expect(result).toBe('b sees core,a');
  });

  it('builds a fresh context on every call', async () => {
    const container = createContainer();
    let count = 0;
    container.registerContext(pluginA, 'counter', () => ++count);
    const handler = container.createHandler(pluginA, (context) => context.counter);
    await expect(handler()).resolves.toBe(1);
    await expect(handler()).resolves.toBe(2);
  });

  it('cannot create a container before setup', () => {
    const service = new ContextService({ coreId });
    expect(() => service.start().createContextContainer()).toThrow(
      'ContextService#setup() must be invoked before creating a context container.'
    );
  });
});
