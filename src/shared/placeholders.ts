/**
 * THE PLACEHOLDER RULE shared by contracts ([CLIENT_NAME]) and email templates ({client_name}):
 * a placeholder is a name in its markers; filling replaces each one that has a non-empty value
 * and leaves the others; anything left blocks the send (decision 133, decision 282).
 */
export interface PlaceholderRule {
  /** The distinct placeholders still in a text, in order of first appearance. */
  unfilled(text: string): string[];
  /** Replaces every placeholder that has a non-empty value; the others stay for the author. */
  fill(text: string, values: Record<string, string | undefined>): string;
}

export function placeholderRule(pattern: RegExp): PlaceholderRule {
  const global = new RegExp(pattern.source, 'g');
  return {
    unfilled: (text) => [...new Set([...text.matchAll(global)].map((m) => m[1]!))],
    fill: (text, values) =>
      text.replace(global, (whole, key: string) => {
        const value = values[key]?.trim();
        return value ? value : whole;
      }),
  };
}
