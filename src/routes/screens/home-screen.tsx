// The ZIP screen (spec 1 §2 "ZIP screen"), step 1 heading. Not lazy: it is the landing page.
// The zip-check flow view replaces the body; the heading and sub-title stay (tests/e2e/smoke.spec.ts).
export function HomeScreen() {
  return (
    <section className="screen screen--home">
      <h1>Take back your backyard!</h1>
      <p className="screen__subtitle">Get a FREE - FAST service quote now!</p>
    </section>
  );
}
