import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { violation } from '../../eslint/import-direction.js';

// Proves the lint rule of design.md §9 catches forbidden imports (so a clean lint means something).
const eslint = new ESLint({ cwd: process.cwd() });
async function messages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/import-direction').map((m) => m.message);
}

/** The rule's messages for a file at `filePath` that imports a name from `from` and exports it. */
const importing = (filePath: string, from: string) =>
  messages(filePath, `import { a } from '${from}';\nexport const x = a;\n`);

describe('import direction', () => {
  it('forbids react and API code in machines/', async () => {
    for (const from of ['react', '../../src/api/client', '../../src/ui/button', '../../src/flows/quote/x'])
      expect(await importing('machines/quote/quote.machine.ts', from), from).toHaveLength(1);
  });
  it('allows xstate, valibot and src/domain in machines/', async () => {
    expect(
      await messages(
        'machines/quote/quote.machine.ts',
        "import { setup } from 'xstate';\nimport * as v from 'valibot';\nimport { a } from '../../src/domain/money';\nexport const x = [setup, v, a];\n",
      ),
    ).toEqual([]);
  });
  it('forbids one flow importing another', async () => {
    const cases: [file: string, from: string, flagged: number][] = [
      ['src/flows/quote/steps/a.tsx', '../../checkout/b', 1],
      ['src/flows/quote/steps/a.tsx', '../actors', 0],
      // src/flows/shared/ is what several flows use: every flow may import it, and it imports no flow.
      ['src/flows/quote/actors.ts', '../shared/acquisition-store', 0],
      ['src/flows/account/info/a.tsx', '../../shared/read-file', 0],
      ['src/flows/shared/read-file.ts', '../quote/actors', 1],
      // A file at the top of src/flows is no longer shared ground: shared code lives in shared/.
      ['src/flows/quote/a.tsx', '../acquisition-store', 1],
    ];
    for (const [file, from, flagged] of cases)
      expect(await importing(file, from), `${file} ← ${from}`).toHaveLength(flagged);
  });
  it('lets flows reach react-aria only through src/ui', async () => {
    for (const spec of ['react-aria-components', 'react-aria', 'react-stately', 'react-aria-components/Button']) {
      expect(await importing('src/flows/quote/quote-form.tsx', spec)).toHaveLength(1);
    }
    expect(
      await messages(
        'src/flows/quote/quote-form.tsx',
        "import type { Key } from 'react-aria-components';\nexport type X = Key;\n",
      ),
    ).toHaveLength(1);
    const allowed: [file: string, from: string][] = [
      ['src/flows/quote/quote-form.tsx', '../../ui/button'],
      ['src/ui/button.tsx', 'react-aria-components'],
      ['src/routes/screen-providers.tsx', 'react-aria-components'],
    ];
    for (const [file, from] of allowed) expect(await importing(file, from), `${file} ← ${from}`).toEqual([]);
  });
  it('keeps src/domain free of UI and API', async () => {
    expect(await importing('src/domain/money.ts', '../api/client')).toHaveLength(1);
  });
});

describe('violation (the pure rule)', () => {
  it('flags the react-aria family in src/flows only', () => {
    for (const spec of ['react-aria-components', 'react-aria', 'react-stately', 'react-stately/utils']) {
      expect(violation('src/flows/checkout/checkout-view.tsx', spec, null)).toMatch(/src\/flows must not import/);
      expect(violation('src/ui/select.tsx', spec, null)).toBeNull();
      expect(violation('src/adapters/card-fields/card-fields-input.tsx', spec, null)).toBeNull();
    }
    // A package whose name only starts like one of them is not one of them.
    expect(violation('src/flows/quote/quote-form.tsx', 'react-aria-extra', null)).toBeNull();
    expect(violation('src/flows/quote/quote-form.tsx', '../../ui/text-field', 'src/ui/text-field')).toBeNull();
  });

  it('flags the src/ui barrel outside tests: every screen would download every component', () => {
    expect(violation('src/flows/quote/quote-form.tsx', '../../ui', 'src/ui')).toMatch(/not the src\/ui barrel/);
    expect(violation('src/adapters/card-fields/card-fields-input.tsx', '../../ui/index', 'src/ui/index')).toMatch(
      /barrel/,
    );
    expect(violation('tests/unit/ui/button.test.tsx', '../../../src/ui', 'src/ui')).toBeNull();
  });
});
