// The application shell. The route tree (TanStack Router) replaces this placeholder
// in the acquisition-flow issue; until then the home screen states what the app is.
export function App() {
  return (
    <main>
      <h1>Take back your backyard!</h1>
      <p>Get a FREE - FAST service quote now!</p>
    </main>
  );
}
