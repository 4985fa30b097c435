// fontkit ships no types; the one call lib/pdf-toolkit.ts makes. pdfkit takes the parsed font as is.
declare module 'fontkit' {
  export function create(buffer: Buffer | Uint8Array): { layout: (...args: unknown[]) => unknown };
}
