/**
 * What the documentation tests read from the Markdown pages: which pages there are, their fenced
 * code blocks (the runnable examples among them), and the text outside the blocks (where links live).
 */
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';

/** The info string that marks a block as an example the tests run: ```sh test */
export const RUNNABLE_FENCE = /^sh\s+test\b/;

export interface FencedBlock {
  /** The info string after the opening fence (`sh test`, `yaml`, ''). */
  info: string;
  /** The lines between the fences, joined with \n. */
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface MarkdownPage {
  /** Path from the repository root, with forward slashes (`docs/rest-api.md`). */
  path: string;
  text: string;
}

/** README.md, CHANGELOG.md and every .md file under docs/, in a stable order. */
export function documentationPages(root: string): MarkdownPage[] {
  const files = ['README.md', 'CHANGELOG.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  return files
    .filter((file) => existsSync(join(root, file)))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((file) => ({
      path: relative(root, join(root, file)).split('\\').join('/'),
      text: readFileSync(join(root, file), 'utf8'),
    }));
}

/** README.md first, then CHANGELOG.md, then docs/ by path. */
const rank = (file: string) => (file === 'README.md' ? 0 : file === 'CHANGELOG.md' ? 1 : 2);

const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})\s*([^`]*)$/;

/**
 * The fenced code blocks of a page (CommonMark: a fence of 3+ backticks or tildes, closed by a
 * fence of the same character at least as long), and the page's text with those blocks blanked
 * out line for line (so line numbers still match).
 */
export function splitFences(text: string): { blocks: FencedBlock[]; prose: string } {
  const lines = text.split('\n');
  const blocks: FencedBlock[] = [];
  const prose: string[] = [];
  let open: { fence: string; info: string; line: number; body: string[] } | undefined;
  lines.forEach((line, index) => {
    if (!open) {
      const m = FENCE_OPEN.exec(line);
      if (m) {
        open = { fence: m[2], info: m[3].trim(), line: index + 1, body: [] };
        prose.push('');
      } else {
        prose.push(line);
      }
      return;
    }
    const close = new RegExp(`^ {0,3}${open.fence[0] === '`' ? '`' : '~'}{${open.fence.length},}\\s*$`);
    if (close.test(line)) {
      blocks.push({ info: open.info, code: open.body.join('\n'), line: open.line });
      open = undefined;
    } else {
      open.body.push(line);
    }
    prose.push('');
  });
  // An unclosed fence runs to the end of the page (CommonMark), so its text is code, not prose.
  if (open) blocks.push({ info: open.info, code: open.body.join('\n'), line: open.line });
  return { blocks, prose: prose.join('\n') };
}

export interface RunnableExample {
  page: string;
  line: number;
  code: string;
}

/** Every ```sh test block of the pages, in page order. */
export function runnableExamples(pages: MarkdownPage[]): RunnableExample[] {
  return pages.flatMap((page) =>
    splitFences(page.text)
      .blocks.filter((block) => RUNNABLE_FENCE.test(block.info))
      .map((block) => ({ page: page.path, line: block.line, code: block.code }))
  );
}
