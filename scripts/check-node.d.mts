/** The problem with running Node.js `version` under package.json's `engines.node` (">=X.Y.Z"), if any. */
export function nodeVersionProblem(version: string, engines: string): string | undefined;
