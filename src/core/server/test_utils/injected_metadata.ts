/** The injected metadata of a bootstrap page, decoded as the browser decodes the attribute. */
export function injectedMetadataOf(html: string): Record<string, any> {
  const match = /<osd-injected-metadata data="([^"]*)"/.exec(html);
  if (!match) throw new Error('no injected metadata in page');
  const json = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(json);
}
