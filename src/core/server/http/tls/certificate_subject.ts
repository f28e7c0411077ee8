/**
 * A certificate's subject read from its own DER encoding, in the certificate's RDN order. Node's
 * `getPeerCertificate().subject` groups attributes by type (`{ OU: ['ops', 'svc'], CN: 'admin' }`),
 * which loses the order between types and the grouping of a multi-valued RDN (`OU=admin+CN=alice`):
 * two different subjects would then read as one user name.
 */

export interface SubjectAttribute {
  /** A short name (`CN`, `OU`, `O`, `DC`, `emailAddress`, …) or the dotted OID of another type. */
  readonly type: string;
  readonly value: string;
}

/** One RDN: usually one attribute; several for a multi-valued RDN. */
export type SubjectRdn = readonly SubjectAttribute[];

const SHORT_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'serialNumber',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'street',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'title',
  '2.5.4.42': 'GN',
  '0.9.2342.19200300.100.1.1': 'UID',
  '0.9.2342.19200300.100.1.25': 'DC',
  '1.2.840.113549.1.9.1': 'emailAddress',
};

interface Element {
  tag: number;
  start: number;
  end: number;
}

class DerReader {
  constructor(private readonly der: Buffer) {}

  /** The element at `offset`: its tag and where its content starts and ends. */
  element(offset: number): Element {
    const { der } = this;
    const tag = der[offset];
    let length = der[offset + 1];
    let start = offset + 2;
    if (length & 0x80) {
      const bytes = length & 0x7f;
      if (bytes === 0 || bytes > 4) throw new Error('unsupported DER length');
      length = 0;
      for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i];
      start += bytes;
    }
    const end = start + length;
    if (tag === undefined || end > der.length) throw new Error('truncated DER');
    return { tag, start, end };
  }

  children(parent: Element): Element[] {
    const found: Element[] = [];
    for (let offset = parent.start; offset < parent.end;) {
      const child = this.element(offset);
      found.push(child);
      offset = child.end;
    }
    return found;
  }

  oid(element: Element): string {
    const bytes = this.der.subarray(element.start, element.end);
    const parts = [Math.floor(bytes[0] / 40), bytes[0] % 40];
    let value = 0;
    for (const byte of bytes.subarray(1)) {
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) {
        parts.push(value);
        value = 0;
      }
    }
    return parts.join('.');
  }

  text(element: Element): string {
    const bytes = this.der.subarray(element.start, element.end);
    // BMPString: UTF-16BE.
    if (element.tag === 0x1e) return bytes.length % 2 ? '' : Buffer.from(bytes).swap16().toString('utf16le');
    if (element.tag === 0x1c) {
      // UniversalString: UTF-32BE.
      let out = '';
      for (let i = 0; i + 3 < bytes.length; i += 4) out += String.fromCodePoint(bytes.readUInt32BE(i));
      return out;
    }
    if (element.tag === 0x14) return bytes.toString('latin1'); // T61String, as OpenSSL shows it
    return bytes.toString('utf8'); // UTF8String, PrintableString, IA5String
  }
}

/** The subject's RDNs in the certificate's order (least specific first), or null when the DER cannot be read. */
export function subjectRdns(der: Buffer): SubjectRdn[] | null {
  try {
    const reader = new DerReader(der);
    const certificate = reader.element(0);
    const [tbs] = reader.children(certificate);
    const fields = reader.children(tbs);
    // version [0] is optional; then serial, signature algorithm, issuer, validity, subject.
    const subject = fields[fields[0].tag === 0xa0 ? 5 : 4];
    return reader.children(subject).map((set) =>
      reader.children(set).map((attribute) => {
        const [type, value] = reader.children(attribute);
        const oid = reader.oid(type);
        return Object.freeze({ type: SHORT_NAMES[oid] ?? oid, value: reader.text(value) });
      })
    );
  } catch {
    return null;
  }
}

/** RFC 4514's string form, most specific RDN first, `+` between a multi-valued RDN's members. */
export function distinguishedName(rdns: readonly SubjectRdn[]): string {
  return [...rdns]
    .reverse()
    .map((rdn) => rdn.map(({ type, value }) => `${type}=${escapeDnValue(value)}`).join('+'))
    .join(',');
}

function escapeDnValue(value: string): string {
  return (
    value
      .replace(/[\\,+"<>;=]/g, (character) => `\\${character}`)
      .replace(/^[ #]/, (character) => `\\${character}`)
      .replace(/ $/, '\\ ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, (character) => `\\${character.charCodeAt(0).toString(16).padStart(2, '0')}`)
  );
}
