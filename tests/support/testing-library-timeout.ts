// Testing Library's findBy…/waitFor give up after 1 s by default. A screen's first render over the fake
// API loads its lazy modules first, and on a loaded 2-core machine (a full unit run beside a mutation
// run) the invoices table took longer than that and the test failed though nothing was wrong. 5 s leaves
// room for a machine several times slower; a passing wait still returns as soon as it holds.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
