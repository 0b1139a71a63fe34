/**
 * The LAN certificate `npm start` serves HTTPS with. A page opened from another
 * machine at http://<lan-address>/ is not a secure context, so the browser
 * withholds Web Crypto (rooms sign every move with it) and the service worker;
 * over HTTPS it has both. Nobody issues certificates for a LAN address, so the
 * server makes its own on first run and keeps it: self-signed, naming this
 * machine's host name and addresses. Players accept it once after comparing its
 * SHA-256 fingerprint with the one the server prints.
 *
 * node-forge writes the X.509 certificate (Node's crypto can make keys but not
 * certificates); the key itself is Node's.
 */
import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

export interface LanCertificate {
  readonly key: string;
  readonly cert: string;
  /** SHA-256 of the certificate, as browsers show it (AB:CD:…). */
  readonly fingerprint: string;
  /** base64 SHA-256 of its public key (what Chromium's --ignore-certificate-errors-spki-list takes). */
  readonly spki: string;
  /** The names and addresses it is valid for. */
  readonly names: readonly string[];
}

/** This machine's names: localhost, its host name, and every address of its interfaces. */
export function machineNames(): string[] {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .flatMap((a) => (a ? [a.address] : []));
  return [...new Set(['localhost', hostname(), '127.0.0.1', '::1', ...addresses])];
}

/** The machine's LAN addresses (IPv4 first): where other devices reach it. */
export function lanAddresses(): string[] {
  const all = Object.values(networkInterfaces())
    .flat()
    .flatMap((a) => (a && !a.internal ? [a] : []));
  return [...all.filter((a) => a.family === 'IPv4'), ...all.filter((a) => a.family === 'IPv6' && !a.address.startsWith('fe80'))].map((a) => a.address);
}

const isIp = (name: string): boolean => /^[\d.]+$/.test(name) || name.includes(':');
/** One spelling per address (Node prints ::1 as 0:0:0:0:0:0:0:1). */
const canonical = (name: string): string => (name.includes(':') ? new URL(`http://[${name}]`).hostname : name.toLowerCase());

function describe(key: string, cert: string): LanCertificate {
  const x = new X509Certificate(cert);
  const spkiDer = x.publicKey.export({ type: 'spki', format: 'der' });
  const names = (x.subjectAltName ?? '')
    .split(', ')
    .map((n) => n.replace(/^(DNS|IP Address):/, ''))
    .filter(Boolean)
    .map(canonical);
  return { key, cert, fingerprint: x.fingerprint256, spki: createHash('sha256').update(spkiDer).digest('base64'), names };
}

/** A new self-signed certificate for `names`, valid 825 days (the longest browsers accept). */
export function makeCertificate(names: readonly string[], now = new Date()): LanCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${createHash('sha256').update(keyPem).digest('hex').slice(0, 30)}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 825 * 86_400_000);
  const subject = [{ name: 'commonName', value: `Tabletop server on ${hostname()}`.slice(0, 64) }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: names.map((n) => (isIp(n) ? { type: 7, ip: n } : { type: 2, value: n })) },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return describe(keyPem, forge.pki.certificateToPem(cert));
}

/**
 * The certificate kept in `dir` if it is still valid for a month and names every
 * one of `names`; else a new one, written there (the key readable by this user only).
 */
export function lanCertificate(dir: string, names: readonly string[] = machineNames()): LanCertificate & { made: boolean } {
  const keyFile = path.join(dir, 'lan-key.pem');
  const certFile = path.join(dir, 'lan-cert.pem');
  if (existsSync(keyFile) && existsSync(certFile)) {
    try {
      const kept = describe(readFileSync(keyFile, 'utf8'), readFileSync(certFile, 'utf8'));
      const until = new Date(new X509Certificate(kept.cert).validTo).getTime();
      if (until > Date.now() + 30 * 86_400_000 && names.every((n) => kept.names.includes(canonical(n)))) return { ...kept, made: false };
    } catch {
      // Unreadable: make a new one.
    }
  }
  const made = makeCertificate(names);
  mkdirSync(dir, { recursive: true });
  writeFileSync(keyFile, made.key, { mode: 0o600 });
  writeFileSync(certFile, made.cert);
  return { ...made, made: true };
}
