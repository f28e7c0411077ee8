import { readFileSync } from 'fs';

/** moment-timezone's packed data: each zone as `Name|abbreviations|…`, each link as `Name|Other/Name`. */
interface PackedTimeZones {
  zones: string[];
  links: string[];
}

/** moment-timezone's key for a name: the same zone whatever its case or separator. */
const normalize = (name: string) => name.toLowerCase().replace(/\//g, '_');

/**
 * The names `moment.tz.names()` lists, read from the data file moment-timezone loads, without
 * loading moment-timezone: the server only offers the names (the browser formats the dates), and
 * the library with its unpacked data kept about 1.5 MB of every server's heap for that list.
 * Built the way moment-timezone builds it: zones, then links (a link's spelling wins), a link
 * listed only when it leads to a zone, sorted by code unit.
 */
export function timeZoneNames(): string[] {
  const file = require.resolve('moment-timezone/data/packed/latest.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as PackedTimeZones;
  const zones = new Set<string>();
  const names = new Map<string, string>();
  const links = new Map<string, string>();
  for (const packed of data.zones) {
    const name = packed.slice(0, packed.indexOf('|'));
    zones.add(normalize(name));
    names.set(normalize(name), name);
  }
  for (const link of data.links) {
    const [first, second] = link.split('|');
    links.set(normalize(first), normalize(second));
    names.set(normalize(first), first);
    links.set(normalize(second), normalize(first));
    names.set(normalize(second), second);
  }
  const listed = [...names].filter(([key]) => zones.has(key) || zones.has(links.get(key) ?? ''));
  // A name cut from its packed line is a slice that keeps the whole line (about 0.3 MB of zone data
  // for the server's life); written and read back, each name is a string of its own.
  return JSON.parse(JSON.stringify(listed.map(([, name]) => name).sort())) as string[];
}
