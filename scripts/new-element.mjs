// `pnpm new:element <typeName>` adds a built-in element type: its own folder in core, react and
// the builder (from the templates in scripts/new-element/templates), one line in each registry, its
// entry-point exports and its fixtures. The new type is a plain text field that typechecks and passes
// every test as it is; docs/adding-an-element-type.md says what to change and what to run next.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

import { ESLint } from 'eslint';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import * as prettier from 'prettier';
import tseslint from 'typescript-eslint';

const root = new URL('..', import.meta.url).pathname;
const templates = join(root, 'scripts/new-element/templates');

const typeName = process.argv[2] ?? '';
if (!/^[a-z][a-zA-Z0-9]*$/.test(typeName)) {
  console.error('Usage: pnpm new:element <typeName>, in camelCase as messages write it: textArea');
  process.exit(2);
}

const names = {
  typeName,
  TypeName: typeName[0].toUpperCase() + typeName.slice(1),
  'type-name': typeName.replace(/[A-Z0-9]/g, (letter) => `-${letter.toLowerCase()}`),
};
names['type words'] = names['type-name'].replaceAll('-', ' ');
names['Type words'] = names['type words'][0].toUpperCase() + names['type words'].slice(1);

// Other work moves files between folders; the shared modules are found by name, not by path.
const sourceFolders = {
  core: 'packages/core/src',
  react: 'packages/react/src',
  builder: 'apps/builder/src',
  fixtures: 'internal/fixtures/src',
};

function findSource(layer, name) {
  const folder = join(root, sourceFolders[layer]);
  const matches = readdirSync(folder, { recursive: true }).filter((path) =>
    [`${name}.ts`, `${name}.tsx`].some((file) => path === file || path.endsWith(`/${file}`)),
  );
  if (matches.length !== 1) {
    throw new Error(
      `expected one ${name}.ts(x) under ${sourceFolders[layer]}, found ${matches.length}`,
    );
  }
  return join(folder, matches[0]);
}

function toImportPath(fromFile, toFile) {
  const path = relative(dirname(fromFile), toFile).replace(/\.tsx?$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Fills a template: `__typeName__`-style names, and `{{layer:module}}` as an import path. */
function fillTemplate(text, targetFile) {
  const named = text.replace(
    /__(typeName|TypeName|type-name|type words|Type words)__/g,
    (_, key) => names[key],
  );
  return named.replace(/\{\{(\w+):([\w/-]+)\}\}/g, (_, layer, module) =>
    toImportPath(targetFile, findSource(layer, module)),
  );
}

const kebab = names['type-name'];
const folders = {
  core: `packages/core/src/elements/${kebab}`,
  react: `packages/react/src/elements/${kebab}`,
  builder: `apps/builder/src/element-types/${kebab}`,
};
const newFiles = [
  ['core-element.ts', `${folders.core}/${kebab}.ts`],
  ['core-element.test.ts', `${folders.core}/${kebab}.test.ts`],
  ['react-field.tsx', `${folders.react}/${kebab}-field.tsx`],
  ['react-field.test.tsx', `${folders.react}/${kebab}-field.test.tsx`],
  ['react-field.stories.tsx', `${folders.react}/${kebab}-field.stories.tsx`],
  ['builder-inspector.ts', `${folders.builder}/${kebab}-inspector.ts`],
].map(([template, path]) => ({ template, path: join(root, path) }));

const registries = {
  coreDefinitions: findSource('core', 'built-in-element-types'),
  coreIndex: join(root, 'packages/core/src/index.ts'),
  coreRenderer: findSource('core', 'renderer'),
  reactComponents: findSource('react', 'element-components'),
  reactIndex: join(root, 'packages/react/src/index.ts'),
  builderInspectors: findSource('builder', 'element-inspector-registry'),
  samples: findSource('fixtures', 'element-samples'),
  everyElement: findSource('fixtures', 'every-element'),
};

const taken = readFileSync(registries.coreDefinitions, 'utf8').includes(`${typeName}ElementType`);
const existing = newFiles.find(({ path }) => existsSync(path));
if (taken || existing) {
  console.error(`chatforms already has a ${typeName} element type (${existing?.path ?? 'core'})`);
  process.exit(1);
}

for (const { template, path } of newFiles) {
  const text = readFileSync(join(templates, `${template}.template`), 'utf8');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, fillTemplate(text, path));
}
const [coreModule, , reactModule, , , builderModule] = newFiles.map(({ path }) => path);

/** Inserts `lines` before the last match of `anchor`, or after it with `{ after: true }`. */
function insertLines(file, anchor, lines, { after = false } = {}) {
  const text = readFileSync(file, 'utf8');
  const matches = [...text.matchAll(anchor)];
  const last = matches.at(-1);
  if (last === undefined)
    throw new Error(`${relative(root, file)} has changed shape: ${anchor} not found`);
  const at = after ? last.index + last[0].length : last.index;
  writeFileSync(file, `${text.slice(0, at)}${lines.join('\n')}\n${text.slice(at)}`);
}

// Imports go after the last import; the sort below puts them in their place.
const lastImport = /^(?:import .*|\} from .*);\n/gm;
const registryEnd = /^\}(?: as const)? satisfies |^\] as const;/gm;
// The entry points name every public value; the type's go beside the other types' exports.
const elementExport = /^export .* from '\.\.?\/(?:\.\.\/)?elements\/.*';\n/gm;

/** Adds one entry at the end of a registry, and the import of what it names. */
function addToRegistry(file, { name, module, entry }) {
  const importLine = `import { ${name} } from '${toImportPath(file, module)}';`;
  insertLines(file, lastImport, [importLine], { after: true });
  insertLines(file, registryEnd, [`  ${entry},`]);
}

/** Exports `types`, then `values`, of `module` from an entry point: one line each. */
function addExports(file, module, { types = [], values = [] }) {
  const from = `from '${toImportPath(file, module)}';`;
  const lines = [
    ...(types.length > 0 ? [`export type { ${types.join(', ')} } ${from}`] : []),
    ...(values.length > 0 ? [`export { ${values.join(', ')} } ${from}`] : []),
  ];
  insertLines(file, elementExport, lines, { after: true });
}

const { TypeName } = names;
const label = names['Type words'];
addToRegistry(registries.coreDefinitions, {
  name: `${typeName}ElementType`,
  module: coreModule,
  entry: `${typeName}ElementType`,
});
addToRegistry(registries.reactComponents, {
  name: `${TypeName}Field`,
  module: reactModule,
  entry: `${typeName}: ${TypeName}Field`,
});
addToRegistry(registries.builderInspectors, {
  name: `${typeName}Inspector`,
  module: builderModule,
  entry: `${typeName}: ${typeName}Inspector`,
});
addExports(registries.coreIndex, coreModule, {
  types: [`${TypeName}Element`],
  values: [`create${TypeName}Element`, `${typeName}ElementSchema`],
});
addExports(registries.coreRenderer, coreModule, { types: [`${TypeName}Element`] });
addExports(registries.reactIndex, reactModule, { values: [`${TypeName}Field`] });

const sample = `{ elementType: '${typeName}', elementId: '${typeName}Sample', label: '${label}', optional: false, placeholder: { text: 'Type here' }, defaultValue: 'Ada Lovelace' }`;
insertLines(registries.samples, registryEnd, [`  ${typeName}: ${sample},`]);
insertLines(registries.everyElement, /^\s*\],\n\s*submitElement:/gm, [
  `        { elementType: '${typeName}', elementId: '${typeName}', label: '${label}', optional: true },`,
]);

const written = newFiles.map(({ path }) => path);
const edited = Object.values(registries);

// Only the import order rule: the whole lint asks for type information and takes far longer.
const sorter = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'simple-import-sort': simpleImportSort },
      rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'error' },
    },
  ],
  fix: true,
});
await ESLint.outputFixes(await sorter.lintFiles([...written, ...edited]));
for (const file of [...written, ...edited]) {
  const options = await prettier.resolveConfig(file);
  writeFileSync(
    file,
    await prettier.format(readFileSync(file, 'utf8'), { ...options, filepath: file }),
  );
}

console.log(`Added the ${typeName} element type:`);
for (const file of written) console.log(`  new    ${relative(root, file)}`);
for (const file of edited) console.log(`  edited ${relative(root, file)}`);
console.log(`Next: fill in its schema and behaviour, then follow docs/adding-an-element-type.md
(${basename(coreModule)} is core's part; its JSDoc line is the type's summary in the READMEs).`);
