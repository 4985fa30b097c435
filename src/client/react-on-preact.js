/**
 * What `react` resolves to in the browser and server-render builds (decision 181): Preact's React
 * compatibility layer, plus the one hook React Router asks for that it lacks. Plain JavaScript:
 * application code is typed against React's own types, which this stands in for at build time.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/** React Router keeps its state through it; without a transition the optimistic state is the state. */
export function useOptimistic(state) {
  return [state, () => {}];
}
