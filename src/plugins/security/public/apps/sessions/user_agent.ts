/**
 * A session's User-Agent header read for people: "Chrome 120 on Windows". Only the common browsers
 * and systems are named; anything else (a script, a tool) keeps its first product token.
 */
import { i18n } from '../../../../../core/public';
import messages from './messages.json';

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  // Headless Chrome (automation, a kiosk) is still Chrome to the person reading the list.
  [/\b(?:Headless)?Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows NT\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Firefox 120 on Linux": product and system names stay as they are. */
const onSystem = (client: string, system: string) => i18n.translate(messages.userAgentOnSystem, { client, system });

export function describeUserAgent(agent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent));
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser) {
    const version = browser[0].exec(agent)?.[1];
    const name = `${browser[1]} ${version}`;
    return system ? onSystem(name, system) : name;
  }
  // curl/8.5.0, python-requests/2.31: the tool's own name and version.
  const product = /^([A-Za-z][\w.-]*)\/(\S+)/.exec(agent);
  if (product) return system ? onSystem(`${product[1]} ${product[2]}`, system) : `${product[1]} ${product[2]}`;
  return agent;
}
