/**
 * Compiles the server into one JavaScript file (`apps/server/dist/server.js`) that plain `node` runs: no
 * TypeScript tooling at run time, a faster start, and only the production dependencies needed.
 *
 * - Our own code (the server and the workspace packages it imports, which export TypeScript sources) and the npm
 *   packages it uses are bundled, so a start reads a few files instead of resolving and loading some 2,600 modules
 *   one by one (ADR 0021). Kept as imports, resolved from node_modules at run time as usual: packages that load
 *   native or WebAssembly code or read files next to themselves (`RUN_TIME_FILE_PACKAGES`).
 * - Files read at run time (migrations, catalog data, the common-password list, the web build) are found
 *   relative to the module that reads them. Bundling moves that module, so its `import.meta.dirname`/`url`
 *   are rewritten to point at its source folder, which the bundle reaches by a relative path: the compiled
 *   server runs from the same checkout it was built in.
 * - Each npm package the bundle imports must be in `dependencies` of the workspace package whose code imports
 *   it; otherwise the build fails, so a production install never lacks a module (or needs a dev tool).
 */
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(repoRoot, 'apps/server/src/server.ts');
export const DEFAULT_OUT_FILE = path.join(repoRoot, 'apps/server/dist/server.js');

/** A bare import (`fastify`, `@fastify/static/x`) names an npm package; `@mealplanr/*` is our own code. */
const packageName = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

const isBuiltin = (specifier: string): boolean =>
  specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

/**
 * npm packages that stay imports resolved from node_modules: each loads native or WebAssembly code, or reads files
 * beside its own modules, which a bundle would leave behind.
 */
export const RUN_TIME_FILE_PACKAGES = new Set([
  '@electric-sql/pglite', // its WebAssembly and file-system image
  '@node-rs/argon2', // a native module per platform
  '@fastify/swagger-ui', // serves its own static files
  'pino', // starts log transports as worker threads from files beside it
  'pg-native', // pg's optional native binding, required only when asked for (and not installed)
]);

/** Every other npm package is bundled with our code; those above stay imports. */
const runTimeFilePackagesExternal: Plugin = {
  name: 'run-time-file-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      RUN_TIME_FILE_PACKAGES.has(packageName(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * Bundled CommonJS packages `require` Node's built-in modules; an ES module has no `require` of its own, so each
 * output file makes one.
 */
const REQUIRE_BANNER = "import { createRequire as mealplanrCreateRequire } from 'node:module'; const require = mealplanrCreateRequire(import.meta.url);";

/** Rewrites `import.meta.dirname`, `.filename` and `.url` of our sources to their source location. */
function sourceLocations(outDir: string): Plugin {
  const toPosix = (p: string) => p.split(path.sep).join('/');
  return {
    name: 'source-locations',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const dir = JSON.stringify(`/${toPosix(path.relative(outDir, path.dirname(args.path)))}`);
        const file = JSON.stringify(`/${toPosix(path.relative(outDir, args.path))}`);
        const url = JSON.stringify(toPosix(path.relative(outDir, args.path)));
        const contents = source
          .replaceAll('import.meta.dirname', `(import.meta.dirname + ${dir})`)
          .replaceAll('import.meta.filename', `(import.meta.dirname + ${file})`)
          .replaceAll('import.meta.url', `new URL(${url}, import.meta.url).href`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** The workspace package (its folder and dependencies) a source file belongs to. */
function owningPackage(file: string): { dir: string; dependencies: Set<string> } {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return { dir, dependencies: new Set(Object.keys(manifest.dependencies ?? {})) };
}

/** Every npm package our code imports (bundled or not), checked against the importing package's `dependencies`. */
export function undeclaredImports(metafile: Metafile): string[] {
  const problems: string[] = [];
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const file = path.resolve(repoRoot, input);
    if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const owner = owningPackage(file);
    for (const { path: resolved, original } of imports) {
      const specifier = original ?? resolved;
      // '<runtime>': esbuild's own helpers.
      if (/^[./]/.test(specifier) || specifier === '<runtime>' || specifier.startsWith('@mealplanr/') || isBuiltin(specifier)) continue;
      const name = packageName(specifier);
      if (!owner.dependencies.has(name)) {
        problems.push(`${path.relative(repoRoot, file)} imports ${name}, which is not in ${path.relative(repoRoot, owner.dir)}/package.json dependencies`);
      }
    }
  }
  return [...new Set(problems)];
}

/** The embedded database's thread (apps/server/src/db/pglite-thread.ts), compiled beside the server. */
const PGLITE_WORKER_ENTRY = path.join(repoRoot, 'apps/server/src/db/pglite-worker.ts');
const PGLITE_THREAD_SOURCE_DIR = path.join(repoRoot, 'apps/server/src/db');

/** `server.js` → `server-pglite-worker.js`: each build's worker beside its own entry. */
export function pgliteWorkerFile(outFile: string): string {
  return path.join(path.dirname(outFile), `${path.basename(outFile, '.js')}-pglite-worker.js`);
}

export async function buildServer(outFile: string = DEFAULT_OUT_FILE): Promise<void> {
  const workerFile = pgliteWorkerFile(outFile);
  const outDir = path.dirname(outFile);
  const entryName = path.basename(outFile, '.js');
  // Beside the entry (the source locations are relative to its folder), named after it; a build removes its
  // entry's chunks of earlier builds.
  const chunkPrefix = `${entryName}-chunk-`;
  if (existsSync(outDir)) {
    for (const file of readdirSync(outDir)) if (file.startsWith(chunkPrefix)) rmSync(path.join(outDir, file));
  }
  const common: BuildOptions = {
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    banner: { js: REQUIRE_BANNER },
    plugins: [runTimeFilePackagesExternal, sourceLocations(outDir)],
  };
  const [server, worker] = await Promise.all([
    build({
      ...common,
      entryPoints: { [entryName]: SERVER_ENTRY },
      outdir: outDir,
      splitting: true,
      chunkNames: `${chunkPrefix}[hash]`,
      // pglite-thread.ts starts the compiled worker, found from its own source folder as every path is here.
      define: { MEALPLANR_PGLITE_WORKER: JSON.stringify(path.relative(PGLITE_THREAD_SOURCE_DIR, workerFile).split(path.sep).join('/')) },
    }),
    build({ ...common, entryPoints: [PGLITE_WORKER_ENTRY], outfile: workerFile }),
  ]);
  const problems = [...new Set([...undeclaredImports(server.metafile!), ...undeclaredImports(worker.metafile!)])];
  if (problems.length > 0) {
    throw new Error(`The server imports packages it does not declare:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  buildServer().then(
    () => console.log(`server built: ${path.relative(process.cwd(), DEFAULT_OUT_FILE)} (${Math.round(performance.now() - started)} ms)`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
