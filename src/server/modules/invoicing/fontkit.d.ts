// fontkit ships no types; the one call invoice-pdf.ts makes. pdfkit takes the parsed font as is.
declare module 'fontkit' {
  export function create(buffer: Buffer | Uint8Array): { layout: (...args: unknown[]) => unknown };
}
