/**
 * The link check of the documentation (issue 42 item 6): every relative link and `#anchor` in the
 * pages must lead somewhere, with anchors named as GitHub names a heading.
 */
import { existsSync, readFileSync, statSync } from 'fs';
import { dirname, join, normalize } from 'path';
import { splitFences, type MarkdownPage } from './docs_markdown';

/**
 * GitHub's id for a heading: its text as rendered (markup gone), lower-cased, every character that
 * is not a letter, mark, digit, connector (`_`), hyphen or space dropped, spaces made hyphens.
 */
export function headingSlug(heading: string): string {
  return renderedText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The text a reader sees of inline Markdown: link and image texts, code without its backticks. */
function renderedText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim();
}

/** Code spans hide their text from the link search (`[a](b)` inside backticks is no link). */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
}

/** The anchors a page offers: its headings' slugs (a repeated one gets -1, -2, …) and HTML ids. */
export function pageAnchors(text: string): Set<string> {
  const lines = splitFences(text).prose.split('\n');
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const add = (heading: string) => {
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  };
  lines.forEach((line, index) => {
    const atx = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(line);
    if (atx) return add(atx[1] ?? '');
    // A setext heading: a paragraph line underlined with = or -.
    const previous = lines[index - 1] ?? '';
    const paragraph =
      previous.trim() !== '' && !/^ {0,3}([#>|*+-]|\d+[.)]\s|<)/.test(previous) && !/^ {4}/.test(previous);
    if (/^ {0,3}(=+|-+)\s*$/.test(line) && paragraph && (lines[index - 2] ?? '').trim() === '') add(previous.trim());
  });
  for (const m of text.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(m[1]);
  return anchors;
}

export interface PageLink {
  page: string;
  line: number;
  target: string;
}

/** Links, images, reference definitions and HTML href/src of a page's prose (not its code). */
export function pageLinks(page: MarkdownPage): PageLink[] {
  const links: PageLink[] = [];
  splitFences(page.text)
    .prose.split('\n')
    .forEach((raw, index) => {
      const line = withoutCodeSpans(raw);
      const found = [
        ...[...line.matchAll(/\]\(\s*(<[^>]*>|[^\s)]*(?:\([^\s)]*\)[^\s)]*)*)(?:\s+["'(][^)]*)?\)/g)].map((m) => m[1]),
        ...[...line.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/g)].map((m) => m[1]),
        ...[...line.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]),
      ];
      for (const target of found)
        links.push({ page: page.path, line: index + 1, target: target.replace(/^<|>$/g, '') });
    });
  return links;
}

/** Why a link leads nowhere, or undefined when it resolves (outside links are not fetched). */
export function brokenReason(
  root: string,
  link: PageLink,
  anchorsOf: (file: string) => Set<string>
): string | undefined {
  const { target } = link;
  if (target === '') return 'an empty link';
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return undefined;
  const hash = target.indexOf('#');
  const pathPart = hash === -1 ? target : target.slice(0, hash);
  const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
  let file = link.page;
  if (pathPart !== '') {
    const decoded = decodeURIComponent(pathPart.split('?')[0]);
    // A link starting with / is taken from the repository's root, as GitHub renders it.
    file = normalize(decoded.startsWith('/') ? decoded.slice(1) : join(dirname(link.page), decoded))
      .split('\\')
      .join('/');
    if (file.startsWith('..')) return `${pathPart} leaves the repository`;
    if (!existsSync(join(root, file))) return `${pathPart} does not exist`;
  }
  if (anchor === undefined) return undefined;
  if (anchor === '') return undefined; // `#` alone: the top of the page
  if (!file.endsWith('.md') || statSync(join(root, file)).isDirectory()) return undefined;
  if (!anchorsOf(file).has(anchor)) return `#${anchor} is no heading or id of ${file}`;
  return undefined;
}

/** Every link of the pages that leads nowhere, as `page:line target (why)`. */
export function brokenLinks(root: string, pages: MarkdownPage[]): string[] {
  const cache = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    let anchors = cache.get(file);
    if (!anchors) {
      const page = pages.find((p) => p.path === file);
      anchors = pageAnchors(page ? page.text : readFileSync(join(root, file), 'utf8'));
      cache.set(file, anchors);
    }
    return anchors;
  };
  return pages.flatMap((page) =>
    pageLinks(page).flatMap((link) => {
      const reason = brokenReason(root, link, anchorsOf);
      return reason ? [`${link.page}:${link.line} ${link.target} (${reason})`] : [];
    })
  );
}
