import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_END_NAMES, FRONT_ENDS, ROOT } from './front-ends.ts';
import { importedNames, reexportModule, usedExportsOf } from './shared-used-exports.ts';

const names = (text: string) => importedNames('@chakra-ui/react', 'x.tsx', text);

describe('importedNames', () => {
  it('lists the value names imported or re-exported, under their exported names', () => {
    expect(
      names(`
        import { Box, Button as WattleButton, type BoxProps } from '@chakra-ui/react';
        import type { SystemStyleObject } from '@chakra-ui/react';
        import { useState } from 'react';
        export { Dialog } from '@chakra-ui/react';
        export type { ButtonProps } from '@chakra-ui/react';
      `),
    ).toEqual(['Box', 'Button', 'Dialog']);
  });

  it('refuses what would need the whole package, so the list cannot fall short', () => {
    expect(() => names(`import * as Chakra from '@chakra-ui/react';`)).toThrow(/namespace/);
    expect(() => names(`import Chakra from '@chakra-ui/react';`)).toThrow(/default/);
    expect(() => names(`import '@chakra-ui/react';`)).toThrow(/side-effect/);
    expect(() => names(`export * from '@chakra-ui/react';`)).toThrow(/export \*/);
    expect(() => names(`const c = () => import('@chakra-ui/react');`)).toThrow(/dynamic/);
  });

  it('ignores other packages, sub-paths included', () => {
    expect(names(`import { defaultSystem } from '@chakra-ui/react/preset';`)).toEqual([]);
  });
});

describe('usedExportsOf the repository', () => {
  const dirs = [
    path.join(ROOT, 'shared/src'),
    ...FRONT_END_NAMES.map((name) => path.join(FRONT_ENDS[name].dir, 'src')),
  ];
  const used = usedExportsOf('@chakra-ui/react', dirs);

  it('holds what the shell, every remote and the theme use, and far from all of Chakra', () => {
    // The theme (shared), the provider, and one component each remote is known to use.
    for (const name of ['createSystem', 'ChakraProvider', 'Dialog', 'Table', 'Tabs']) {
      expect(used).toContain(name);
    }
    expect(used).not.toContain('ColorPicker');
    expect(used.length).toBeLessThan(150);
  });
});

describe('reexportModule', () => {
  it('re-exports exactly the names, from the file (not the shared request)', () => {
    expect(reexportModule('/n/@chakra-ui/react/dist/esm/index.js', ['Box', 'Text'])).toBe(
      'export { Box, Text } from "/n/@chakra-ui/react/dist/esm/index.js";\n',
    );
  });
});
