import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Relative imports that stay in the bundle (`import type` is erased by every bundler). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

function graph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (file.endsWith('.json')) return;
    for (const spec of runtimeImports(file)) {
      const path = resolve(dirname(file), spec);
      if (spec.startsWith('.')) visit(path.endsWith('.json') ? path : `${path}.ts`);
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the catalogue entry', () => {
  it('loads no model, TensorFlow.js or augurs: only parameter rules and constants', () => {
    const { files, packages } = graph(resolve(import.meta.dirname, 'catalogue.ts'));
    expect([...packages]).toEqual([]);
    const models = [...files].filter((f) => /-model\.ts$|models\.ts$|runtime\.ts$/.test(f));
    expect(models).toEqual([]);
    expect(files.size).toBeLessThan(20);
  });
});
