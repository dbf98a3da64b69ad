import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const mantineFile = (name: string) => readFileSync(require.resolve(`@mantine/core/${name}`), 'utf8');
const imported = [
  ...readFileSync(path.join(import.meta.dirname, 'first-screen-styles.ts'), 'utf8').matchAll(
    /^import '@mantine\/core\/(styles\/([\w-]+)\.layer\.css)';$/gm,
  ),
].map(([, file, name]) => ({ file: file!, name: name! }));

// The three files without component classes come first; the components follow them.
const BASE = ['baseline', 'default-css-variables', 'global'];

describe("the first screen's Mantine styles (issue 27: buttons without a background on /login)", () => {
  it('start with the base files', () => {
    expect(imported.slice(0, BASE.length).map((i) => i.name)).toEqual(BASE);
  });

  it("import the components in the order of Mantine's own styles.css, each after what it builds on", () => {
    const full = mantineFile('styles.layer.css');
    const components = imported.slice(BASE.length);
    expect(components.map((c) => c.name)).toContain('UnstyledButton');
    const positions = components.map(({ file, name }) => {
      const firstClass = /\.(m_[0-9a-f]+)/.exec(mantineFile(file))?.[0];
      if (!firstClass) throw new Error(`${name}: no component class`);
      return { name, at: full.indexOf(firstClass) };
    });
    const inMantineOrder = [...positions].sort((a, b) => a.at - b.at).map((p) => p.name);
    expect(positions.map((p) => p.name)).toEqual(inMantineOrder);
  });
});
