// Copies the cryptography the phone's page seals its frames with into
// `assets/web/vendor/`, from the @noble packages installed here, pinned in package.json.
//
// Run it again after changing their versions:
//
//     cd tests/web && npm install && node vendor-noble.mjs
//
// A browser cannot resolve a bare specifier such as `@noble/hashes/utils.js` without an
// import map, and the page's content security policy blocks an inline one: so every bare
// specifier is rewritten to the relative path of the copied file. Only the modules the page
// reaches from its four entries are copied (each package's ES module build, untouched but
// for those specifiers), with each package's licence beside them. For each entry a
// declaration file re-exports the package's own types, so that the page's type check reads
// those and never the copied code.

import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const installed = join(here, "node_modules");
const vendor = resolve(here, "../../assets/web/vendor");

/** What the page imports: x25519, HKDF-SHA256 and ChaCha20-Poly1305. */
const ENTRIES = ["@noble/curves/ed25519.js", "@noble/hashes/hkdf.js", "@noble/hashes/sha2.js", "@noble/ciphers/chacha.js"];

/** `@noble/hashes/sha2.js` → `noble-hashes/sha2.js`: where a module lies under vendor/. */
function vendoredPath(specifier) {
    const [scope, name, ...rest] = specifier.split("/");
    if (scope !== "@noble" || !name || rest.length === 0) {
        throw new Error(`not a module of a @noble package: ${specifier}`);
    }
    return posix.join(`noble-${name}`, ...rest);
}

/** The specifier of the module a module at `from` (a specifier) imports as `imported`. */
function absoluteSpecifier(from, imported) {
    if (imported.startsWith("./") || imported.startsWith("../")) {
        return posix.normalize(posix.join(posix.dirname(from), imported));
    }
    return imported;
}

/**
 * Every import and re-export statement's specifier: statements begin a line, which the
 * examples in the packages' comments (` * import …`) do not.
 */
const IMPORTS = /^((?:import|export)\b[^"';]*?\bfrom\s*|import\s*)(["'])([^"']+)\2/gm;

const copied = new Map();
const waiting = [...ENTRIES];
while (waiting.length > 0) {
    const specifier = waiting.pop();
    if (copied.has(specifier)) continue;
    const text = readFileSync(join(installed, specifier), "utf8");
    const target = vendoredPath(specifier);
    const rewritten = text.replace(IMPORTS, (_, keyword, quote, imported) => {
        const reached = absoluteSpecifier(specifier, imported);
        waiting.push(reached);
        let path = posix.relative(posix.dirname(target), vendoredPath(reached));
        if (!path.startsWith(".")) path = `./${path}`;
        return `${keyword}${quote}${path}${quote}`;
    });
    copied.set(specifier, { target, text: rewritten.replace(/\n\/\/# sourceMappingURL=.*\n?$/, "\n") });
}

rmSync(vendor, { recursive: true, force: true });
for (const { target, text } of copied.values()) {
    const path = join(vendor, target);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
}
for (const entry of ENTRIES) {
    const declarations = join(vendor, vendoredPath(entry).replace(/\.js$/, ".d.ts"));
    writeFileSync(declarations, `export * from "${entry}";\n`);
}
for (const name of new Set(ENTRIES.map((entry) => entry.split("/")[1]))) {
    const licence = join(installed, "@noble", name, "LICENSE");
    if (!existsSync(licence)) throw new Error(`@noble/${name} has no LICENSE`);
    copyFileSync(licence, join(vendor, `LICENSE-noble-${name}.txt`));
}

const versions = [...new Set(ENTRIES.map((entry) => entry.split("/")[1]))].map((name) => {
    const manifest = JSON.parse(readFileSync(join(installed, "@noble", name, "package.json"), "utf8"));
    return `@noble/${name} ${manifest.version}`;
});
console.log(`${copied.size} modules of ${versions.join(", ")} in ${relative(process.cwd(), vendor) || "."}`);
