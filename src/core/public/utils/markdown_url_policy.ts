/**
 * Which URLs rendered markdown (the banner, text panels) may point at: http(s), relative, and for
 * images also data:image. Anything else (javascript:, vbscript:, data:text/html, ...) would run
 * script or load a document where only the CSP stands in the way.
 */
export type MarkdownUrlKind = 'link' | 'image';

// Browsers drop tabs and newlines anywhere in a URL and C0 controls and spaces around it before
// reading the scheme ("java\tscript:" is javascript:), so the check must see what they see.
function asBrowserReadsIt(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const DATA_IMAGE = /^data:image\//i;

export function isAllowedMarkdownUrl(url: string, kind: MarkdownUrlKind): boolean {
  const normalised = asBrowserReadsIt(url);
  const scheme = SCHEME.exec(normalised)?.[1].toLowerCase();
  // No scheme: a path, query or fragment on this server (or a protocol-relative //host).
  if (scheme === undefined) return true;
  if (scheme === 'http' || scheme === 'https') return true;
  return kind === 'image' && DATA_IMAGE.test(normalised);
}

interface MarkdownNode {
  type: string;
  url?: string;
  alt?: string | null;
  identifier?: string;
  value?: string;
  children?: MarkdownNode[];
}

function textOf(node: MarkdownNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

// The refused node stays readable as the markdown its author wrote, never as a link or image.
function toText(node: MarkdownNode, url: string): void {
  const label = node.type.startsWith('image') ? `![${node.alt ?? ''}]` : `[${textOf(node)}]`;
  node.type = 'text';
  node.value = `${label}(${url})`;
  delete node.children;
  delete node.url;
}

function walk(node: MarkdownNode, visit: (node: MarkdownNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

// Reference-style links resolve through definitions ("![x][ref]" with "[ref]: javascript:..."),
// matched case-insensitively as the renderer does.
const definitionKey = (identifier: string | undefined) => (identifier ?? '').toUpperCase();

/** A remark parsing plugin: refuses the URLs isAllowedMarkdownUrl refuses, for inline and reference links and images. */
export function markdownUrlAllowList() {
  return (tree: MarkdownNode) => {
    const definitions = new Map<string, string>();
    walk(tree, (node) => {
      if (node.type === 'definition') definitions.set(definitionKey(node.identifier), node.url ?? '');
    });
    walk(tree, (node) => {
      if (node.type === 'link' || node.type === 'image') {
        const url = node.url ?? '';
        if (!isAllowedMarkdownUrl(url, node.type)) toText(node, url);
      } else if (node.type === 'linkReference' || node.type === 'imageReference') {
        const url = definitions.get(definitionKey(node.identifier));
        if (url !== undefined && !isAllowedMarkdownUrl(url, node.type === 'imageReference' ? 'image' : 'link')) {
          toText(node, url);
        }
      }
    });
  };
}
