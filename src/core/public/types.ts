/** A function that draws into a DOM element and returns how to undo it. */
export type UnmountCallback = () => void;
export type MountPoint<T extends HTMLElement = HTMLElement> = (element: T) => UnmountCallback;

/** Content a caller may give as plain text, a React node, or a mount function. */
export type MountableContent = string | MountPoint;
