/**
 * The first check of an address someone asks us to import from, before any connection: http or https, no
 * credentials, a usual port, and — when the host is written as an IP address in any of the spellings URL parsing
 * accepts (`2130706433`, `0x7f.1`, `[::ffff:7f00:1]`) — an address the policy permits. Host names are judged later,
 * on every address they resolve to, at connect time (see safe-fetch.ts).
 */
import net from 'node:net';
import type { AddressPolicy } from './address-policy';
import { importFailure } from './import-failure';

/** Ports below 1024 belong to system services (SSH, SMTP, …); only the two web ports among them are visited. */
const LOWEST_OTHER_PORT = 1024;

export function checkImportUrl(text: string | URL, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw importFailure('bad_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw importFailure('bad_url');
  if (url.username || url.password) {
    throw importFailure('bad_url', 'Addresses with a user name or password in them are not imported.');
  }
  if (url.port) {
    const port = Number(url.port);
    if (port < LOWEST_OTHER_PORT && port !== 80 && port !== 443) {
      throw importFailure('bad_url', 'Only web pages on the usual web ports are imported.');
    }
  }
  if (!url.hostname) throw importFailure('bad_url');
  // The URL parser has already turned every IPv4 spelling into dotted decimal and IPv6 into its short form.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !policy.permits(host)) throw importFailure('blocked_address');
  // "localhost" and every name under it mean this machine (RFC 6761), whatever a resolver happens to answer.
  if (/(?:^|\.)localhost\.?$/i.test(host) && !policy.permits('127.0.0.1')) throw importFailure('blocked_address');
  url.hash = '';
  return url;
}
