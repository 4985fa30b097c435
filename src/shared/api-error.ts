/** The one JSON shape every failed API call answers with. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Per-field messages for validation errors, keyed by the field's dotted path. */
  fields?: Record<string, string>;
}
