/**
 * The ownership matrix lives in ./ownership/, one file per module (the rules: ./ownership/rules.ts).
 * This path stays for the tests that import its fixtures.
 */
export * from './ownership/index.ts';
