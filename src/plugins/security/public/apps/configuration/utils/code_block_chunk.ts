/** The chunk behind CodeBlock (code_block.tsx): EuiCodeBlock and the syntax highlighter it carries. */
export { EuiCodeBlock as default } from '@elastic/eui';
