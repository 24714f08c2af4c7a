import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { violation } from '../../eslint/import-direction.js';

// Proves the lint rule of design.md §9 catches forbidden imports (so a clean lint means something).
const eslint = new ESLint({ cwd: process.cwd() });
async function messages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/import-direction').map((m) => m.message);
}

describe('import direction', () => {
  it('forbids react and API code in machines/', async () => {
    expect(
      await messages(
        'machines/quote/quote.machine.ts',
        "import { useState } from 'react';\nexport const x = useState;\n",
      ),
    ).toHaveLength(1);
    expect(
      await messages(
        'machines/quote/quote.machine.ts',
        "import { a } from '../../src/api/client';\nexport const x = a;\n",
      ),
    ).toHaveLength(1);
    expect(
      await messages(
        'machines/quote/quote.machine.ts',
        "import { a } from '../../src/ui/button';\nexport const x = a;\n",
      ),
    ).toHaveLength(1);
    expect(
      await messages(
        'machines/quote/quote.machine.ts',
        "import { a } from '../../src/flows/quote/x';\nexport const x = a;\n",
      ),
    ).toHaveLength(1);
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
    expect(
      await messages('src/flows/quote/steps/a.tsx', "import { b } from '../../checkout/b';\nexport const x = b;\n"),
    ).toHaveLength(1);
    expect(
      await messages('src/flows/quote/steps/a.tsx', "import { b } from '../actors';\nexport const x = b;\n"),
    ).toEqual([]);
    // src/flows/shared/ is what several flows use: every flow may import it, and it imports no flow.
    expect(
      await messages(
        'src/flows/quote/actors.ts',
        "import { b } from '../shared/acquisition-store';\nexport const x = b;\n",
      ),
    ).toEqual([]);
    expect(
      await messages(
        'src/flows/account/info/a.tsx',
        "import { b } from '../../shared/read-file';\nexport const x = b;\n",
      ),
    ).toEqual([]);
    expect(
      await messages('src/flows/shared/read-file.ts', "import { b } from '../quote/actors';\nexport const x = b;\n"),
    ).toHaveLength(1);
    // A file at the top of src/flows is no longer shared ground: shared code lives in shared/.
    expect(
      await messages('src/flows/quote/a.tsx', "import { b } from '../acquisition-store';\nexport const x = b;\n"),
    ).toHaveLength(1);
  });
  it('lets flows reach react-aria only through src/ui', async () => {
    for (const spec of ['react-aria-components', 'react-aria', 'react-stately', 'react-aria-components/Button']) {
      expect(
        await messages('src/flows/quote/quote-form.tsx', `import { a } from '${spec}';\nexport const x = a;\n`),
      ).toHaveLength(1);
    }
    expect(
      await messages(
        'src/flows/quote/quote-form.tsx',
        "import type { Key } from 'react-aria-components';\nexport type X = Key;\n",
      ),
    ).toHaveLength(1);
    expect(
      await messages(
        'src/flows/quote/quote-form.tsx',
        "import { Button } from '../../ui/button';\nexport const x = Button;\n",
      ),
    ).toEqual([]);
    expect(
      await messages(
        'src/ui/button.tsx',
        "import { Button } from 'react-aria-components';\nexport const x = Button;\n",
      ),
    ).toEqual([]);
    expect(
      await messages(
        'src/routes/screen-providers.tsx',
        "import { RouterProvider } from 'react-aria-components';\nexport const x = RouterProvider;\n",
      ),
    ).toEqual([]);
  });
  it('keeps src/domain free of UI and API', async () => {
    expect(
      await messages('src/domain/money.ts', "import { a } from '../api/client';\nexport const x = a;\n"),
    ).toHaveLength(1);
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
