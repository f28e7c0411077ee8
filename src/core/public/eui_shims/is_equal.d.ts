export default function isEqual(a: unknown, b: unknown): boolean;
