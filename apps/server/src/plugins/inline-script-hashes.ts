/**
 * The CSP allows no inline script except those of the built web app's page, named by their sha256 hash
 * (`'sha256-…'`). The page's theme script runs inline so the first paint waits for no download; hashing it here,
 * from the built file, at start, keeps the policy in step with whatever the build wrote.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** `<script>` elements without `src`: their text, exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources for the inline scripts of an HTML page; none when the page does not exist (no web build). */
export function inlineScriptHashes(htmlFile: string): string[] {
  if (!fs.existsSync(htmlFile)) return [];
  const html = fs.readFileSync(htmlFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
}
