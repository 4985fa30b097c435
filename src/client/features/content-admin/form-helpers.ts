/** Lines of a textarea as a list (features, highlights), blank lines dropped. */
export const linesToList = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
