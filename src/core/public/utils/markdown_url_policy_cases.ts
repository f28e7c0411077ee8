/** URLs a markdown author could use to run script or load a document; shared by the renderers' tests. */
export const HOSTILE_MARKDOWN_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '<  javascript:alert(1)>',
  '&#106;avascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
];
