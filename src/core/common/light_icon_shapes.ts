/** The few 16 px icons the light pages show, drawn here so they need no icon library (the browser's
 * components and the server's first HTML draw the same paths). */
export const LIGHT_ICON_SHAPES = {
  user: 'M8 1.5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 1a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM2.5 14.5c0-3 2.5-5 5.5-5s5.5 2 5.5 5h-1c0-2.4-2-4-4.5-4s-4.5 1.6-4.5 4h-1Z',
  lock: 'M5 7V5a3 3 0 0 1 6 0v2h1.5a.5.5 0 0 1 .5.5v7a.5.5 0 0 1-.5.5h-9a.5.5 0 0 1-.5-.5v-7a.5.5 0 0 1 .5-.5H5Zm1 0h4V5a2 2 0 1 0-4 0v2Zm-2 1v6h8V8H4Z',
  eye: 'M8 3.5c3 0 5.4 2 6.5 4.5-1.1 2.5-3.5 4.5-6.5 4.5S2.6 10.5 1.5 8C2.6 5.5 5 3.5 8 3.5Zm0 1C5.6 4.5 3.7 6 2.6 8c1.1 2 3 3.5 5.4 3.5s4.3-1.5 5.4-3.5c-1.1-2-3-3.5-5.4-3.5ZM8 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  eyeClosed:
    'M2.1 1.4 14.6 13.9l-.7.7-2.2-2.2c-1.1.6-2.3.9-3.7.9-3 0-5.4-2-6.5-4.5.6-1.3 1.5-2.5 2.7-3.3L1.4 2.1l.7-.7Zm2.7 4-.1.1C3.8 6.2 3.1 7 2.6 8c1.1 2 3 3.5 5.4 3.5 1 0 1.9-.2 2.7-.6l-1.2-1.2A2 2 0 0 1 6.3 6.9L4.8 5.4ZM8 3.5c3 0 5.4 2 6.5 4.5-.4.9-1 1.8-1.7 2.5l-.7-.7c.5-.5.9-1.1 1.3-1.8-1.1-2-3-3.5-5.4-3.5-.6 0-1.2.1-1.7.2l-.8-.8c.8-.3 1.6-.4 2.5-.4Z',
  error: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 1a6 6 0 1 0 0 12A6 6 0 0 0 8 2Zm-.5 2.5h1v5h-1v-5Zm0 6h1v1h-1v-1Z',
  warning: 'M8 1.5 15 14H1L8 1.5Zm0 2.1L2.7 13h10.6L8 3.6ZM7.5 6h1v4h-1V6Zm0 5h1v1h-1v-1Z',
  check: 'M13.6 4.1 6.5 11.6 2.4 7.6l-.7.7 4.8 4.7 7.8-8.2-.7-.7Z',
  info: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 1a6 6 0 1 0 0 12A6 6 0 0 0 8 2Zm-.5 5h1v4.5h-1V7Zm0-2.5h1v1h-1v-1Z',
} as const;

export type LightIconType = keyof typeof LIGHT_ICON_SHAPES;
